import type { Browser } from 'playwright-core';

/** The phone of Lighthouse's mobile audit, four times slower, as the INP target reads. */
const PHONE = { width: 412, height: 823 };
const CPU_SLOWDOWN = 4;
/** Event Timing reports an interaction once its frame has painted: time for the last ones to arrive. */
const SETTLE_MS = 1_000;

declare global {
  interface Window {
    longestInteraction?: number;
  }
}

/**
 * A shopper's sign-up on the home page at 4× CPU slowdown: focus the footer's email field, type
 * an address, press Enter. Returns the page's INP for it, the longest interaction the Event Timing
 * API saw (fewer than 50 interactions: the longest counts), in ms.
 */
export async function signupInteraction(browser: Browser, home: string, email: string): Promise<number> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(() => {
      window.longestInteraction = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEventTiming & { interactionId?: number }>) {
          if (entry.interactionId) window.longestInteraction = Math.max(window.longestInteraction ?? 0, entry.duration);
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    });
    await page.goto(home, { waitUntil: 'load' });
    const field = page.getByRole('contentinfo').locator('input[type="email"]').first();
    await field.click();
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate(() => window.longestInteraction ?? 0);
  } finally {
    await context.close();
  }
}
