import { expect, type Page } from '@playwright/test';

export { waitForLivePage } from '../cli/live-page.ts';

/**
 * How long a test waits for an island's code it held back, once released: the code still loads,
 * evaluates and hydrates, on a 4× slower CPU in some tests. On the 2-core CI machine, beside the
 * other suites, that took more than expect's 5 s once.
 */
export const CODE_ARRIVES = { timeout: 15_000 };

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
