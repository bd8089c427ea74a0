import type { Page } from 'playwright-core';

/**
 * Waits until the page's script has run and wired its footer: from then on what the page shows
 * and does is settled. Its islands (src/islands) are not waited for: each starts when the shopper
 * reaches it or first uses it, and what the page shows before is the same.
 */
export async function waitForLivePage(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const footer = document.querySelector('[data-footer]');
    return footer === null || footer.hasAttribute('data-live');
  });
}
