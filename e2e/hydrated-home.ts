import { expect, type Page } from '@playwright/test';
import { paths } from '../cli/paths.ts';
import { loadDictionary } from '../cli/validation/locale-keys.ts';
import type { Translation } from '../locales/i18n-types.ts';

/**
 * Opens the home page and waits until React has taken over all of it. The footer and its sign-up
 * hydrate after the page's own code; the sign-up's submit button, inside the footer, is enabled
 * from that moment, so it tells when the prerendered footer has come alive.
 */
export async function openHydratedHome(page: Page, locale: string): Promise<void> {
  const copy = ((await loadDictionary(paths.locales, locale)) as Translation).newsletter;
  await page.goto('./');
  await expect(page.getByRole('contentinfo').getByRole('button', { name: new RegExp(`^${copy.submit.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })).toBeEnabled();
}
