import type { Page } from 'playwright-core';

/**
 * Waits until the page's script has wired its footer and every island that starts on load has
 * been hydrated (src/islands): from then on what the page shows and does is settled. Islands
 * that wait for the shopper (the sign-up) are not waited for: they start when reached.
 */
export async function waitForLivePage(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const footer = document.querySelector('[data-footer]');
    const footerLive = footer === null || footer.hasAttribute('data-live');
    return footerLive && [...document.querySelectorAll('[data-hydrate="load"]')].every((island) => island.hasAttribute('data-hydrated'));
  });
}
