import { expect, type Page } from '@playwright/test';
import { pagesOf } from '../../src/pages/routes.ts';
import { routes } from '../../src/app/routes.ts';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import type { Translation } from '../../locales/i18n-types.ts';

type NewsletterCopy = Translation['newsletter'];

export interface PageVisit {
  address: string;
  /** Text the page shows once it has settled, where it first shows something else */
  settledText?: string;
}

/** Every page of a country; the confirmation page with an invalid link, where it offers the form again. */
export function pageVisits(country: CountryConfig, copy: NewsletterCopy): PageVisit[] {
  return pagesOf(country).map(({ path }) =>
    path === routes.newsletterConfirmation ? { address: `${path}#token=nonsense`, settledText: copy.errors.linkInvalid } : { address: path },
  );
}

/**
 * Opens a page and waits until React has taken over every button on it, the deferred footer's
 * included: before that, a click or a Tab would meet the prerendered HTML.
 */
export async function openHydrated(page: Page, { address, settledText }: PageVisit): Promise<void> {
  await page.goto(address);
  if (settledText) await expect(page.getByText(settledText)).toBeVisible();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('button')].every((button) => Object.keys(button).some((key) => key.startsWith('__reactFiber'))),
  );
}

/** Focuses the newsletter sign-up's email field, where the page has one, so the whole form shows. */
export async function expandSignup(page: Page, copy: NewsletterCopy): Promise<void> {
  const signup = page.getByRole('region', { name: copy.heading });
  if ((await signup.count()) === 0) return;
  await signup.getByRole('textbox', { name: new RegExp(`^${copy.email}`) }).focus();
  await expect(signup.getByRole('button', { name: copy.legalNotice.title })).toBeVisible();
}
