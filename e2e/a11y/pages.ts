import { expect, type Page, type Response } from '@playwright/test';
import { pagesOf } from '../../src/pages/routes.ts';
import { routes } from '../../src/app/routes.ts';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import type { Translation } from '../../locales/i18n-types.ts';
import { waitForLivePage } from '../islands.ts';

type NewsletterCopy = Translation['newsletter'];

export interface PageVisit {
  address: string;
  /** The page settles on the link-no-longer-valid notice, after a call to the service */
  linkInvalid?: boolean;
}

/** Every page of a country; the confirmation page with an invalid link, where it offers the form again. */
export function pageVisits(country: CountryConfig): PageVisit[] {
  return pagesOf(country).map(({ path }) =>
    path === routes.newsletterConfirmation ? { address: `${path}#token=nonsense`, linkInvalid: true } : { address: path },
  );
}

/** Opens a page and waits until it is live (islands.ts). Returns the page's answer. */
export async function openHydrated(page: Page, { address, linkInvalid }: PageVisit, copy: NewsletterCopy): Promise<Response | null> {
  const response = await page.goto(`.${address}`);
  // The notice comes after the page's code, its CSRF token and the service's answer: on a busy 2-core machine, more than 5 s.
  if (linkInvalid) await expect(page.getByText(copy.errors.linkInvalid)).toBeVisible({ timeout: 15_000 });
  await waitForLivePage(page);
  return response;
}

/** Focuses the newsletter sign-up's email field, where the page has one, so the whole form shows. */
export async function expandSignup(page: Page, copy: NewsletterCopy): Promise<void> {
  const signup = page.getByRole('region', { name: copy.heading });
  if ((await signup.count()) === 0) return;
  await signup.getByRole('textbox', { name: new RegExp(`^${copy.email}`) }).focus();
  await expect(signup.getByRole('button', { name: copy.legalNotice.title })).toBeVisible();
}
