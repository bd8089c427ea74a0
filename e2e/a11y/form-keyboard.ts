import { expect, type Locator, type Page } from '@playwright/test';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const startsWith = (text: string) => new RegExp(`^${escaped(text)}`);

/** Presses Tab until `target` has focus, failing after `most` presses; returns how many it took. */
export async function pressTabUntilFocused(page: Page, target: Locator, most: number): Promise<number> {
  for (let presses = 1; presses <= most; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return presses;
  }
  await expect(target, `focused within ${most} Tab presses`).toBeFocused({ timeout: 1 });
  return most;
}

/**
 * Holds every request to `url` until `release()`, then lets it through to the real service: the
 * page stays in its sending state for as long as the test looks, with no fixed wait and no fake answer.
 */
export async function holdRequests(page: Page, url: string | RegExp) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let count = 0;
  await page.route(url, async (route) => {
    count += 1;
    await released;
    await route.continue();
  });
  return { release, count: () => count };
}

/** Sends with Enter on the focused `button`: it keeps the focus and says it is busy, and a second Enter is ignored. */
export async function sendKeepingFocus(page: Page, button: Locator): Promise<void> {
  await page.keyboard.press('Enter');
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
}
