import type { Browser, Page } from 'playwright-core';

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
 * Opens `url` on that phone at 4× CPU slowdown, lets `act` use it as a shopper would, and returns
 * the page's INP for it: the longest interaction the Event Timing API saw (fewer than 50
 * interactions: the longest counts), in ms.
 */
async function longestInteraction(browser: Browser, url: string, act: (page: Page) => Promise<void>): Promise<number> {
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
    await page.goto(url, { waitUntil: 'load' });
    await act(page);
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate(() => window.longestInteraction ?? 0);
  } finally {
    await context.close();
  }
}

/** A shopper's sign-up on the home page: focus the footer's email field, type an address, press Enter. */
export function signupInteraction(browser: Browser, home: string, email: string): Promise<number> {
  return longestInteraction(browser, home, async (page) => {
    await page.getByRole('contentinfo').locator('input[type="email"]').first().click();
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
  });
}

/**
 * A login on the login page from its first touch, which loads the form's code: tap the email
 * field, type an address, Tab, type a password, press Enter. The address has no account, so the
 * page stays and shows the refusal, and no address reaches the service's limit of attempts.
 */
export function loginInteraction(browser: Browser, login: string, email: string): Promise<number> {
  return longestInteraction(browser, login, async (page) => {
    await page.locator('input[type="email"]').first().click();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('not-the-password');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').first().waitFor({ timeout: 10_000 });
  });
}
