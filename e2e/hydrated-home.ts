import type { Page } from '@playwright/test';
import { hydrateSignup, waitForLivePage } from './islands.ts';

/**
 * Opens the home page and waits until its footer and its sign-up are live: the sign-up starts
 * when it comes near the viewport, so it is brought there first.
 */
export async function openHydratedHome(page: Page): Promise<void> {
  await page.goto('./');
  await waitForLivePage(page);
  await hydrateSignup(page);
}
