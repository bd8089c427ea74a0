import { expect, type Page, type Response } from '@playwright/test';
import { pagesOf } from '../../src/pages/routes.ts';
import { routes } from '../../src/app/routes.ts';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import type { Translation } from '../../locales/i18n-types.ts';

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

/**
 * Opens a page and waits until React has taken over every button on it, the deferred footer's
 * included: before that, a click or a Tab would meet the prerendered HTML. Returns the page's answer.
 */
export async function openHydrated(page: Page, { address, linkInvalid }: PageVisit, copy: NewsletterCopy): Promise<Response | null> {
  const response = await page.goto(`.${address}`);
  // The notice comes after the page's code, its CSRF token and the service's answer: on a busy 2-core machine, more than 5 s.
  if (linkInvalid) await expect(page.getByText(copy.errors.linkInvalid)).toBeVisible({ timeout: 15_000 });
  await page.waitForFunction(() =>
    [...document.querySelectorAll('button')].every((button) => Object.keys(button).some((key) => key.startsWith('__reactFiber'))),
  );
  return response;
}

/** Focuses the newsletter sign-up's email field, where the page has one, so the whole form shows. */
export async function expandSignup(page: Page, copy: NewsletterCopy): Promise<void> {
  const signup = page.getByRole('region', { name: copy.heading });
  if ((await signup.count()) === 0) return;
  await signup.getByRole('textbox', { name: new RegExp(`^${copy.email}`) }).focus();
  await expect(signup.getByRole('button', { name: copy.legalNotice.title })).toBeVisible();
}
