import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page's script has wired its footer and every island that starts on load has
 * been hydrated (src/islands): from then on a click or a Tab meets the live page. Islands that
 * wait for the shopper (the sign-up) are not waited for: they start when reached.
 */
export async function waitForLivePage(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const footer = document.querySelector('[data-footer]');
    const footerLive = footer === null || footer.hasAttribute('data-live');
    return footerLive && [...document.querySelectorAll('[data-hydrate="load"]')].every((island) => island.hasAttribute('data-hydrated'));
  });
}

/** Scrolls the sign-up island in view, as a shopper would, and waits until its code has taken it over. */
export async function hydrateSignup(page: Page): Promise<void> {
  const signup = page.locator('[data-island$="signup"]').first();
  await signup.scrollIntoViewIfNeeded();
  // Where it was in view already, nothing scrolled: the shopper's scroll is what the island waits for.
  await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
  // A page's own sign-up (not the footer's) starts on the first touch of it.
  if ((await signup.getAttribute('data-hydrate')) === 'interaction') await signup.locator('input').first().focus();
  await expect(signup).toHaveAttribute('data-hydrated', '');
}
