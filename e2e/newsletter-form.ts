import type { Page } from '@playwright/test';
import type { CountryConfig } from '../src/config/country.generated.ts';
import type { Translation } from '../locales/i18n-types.ts';

type NewsletterCopy = Translation['newsletter'];

/** A name that starts with `text`: Mantine adds an aria-hidden " *" to a required field's label. */
export const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Fills every field the country's form shows and requires, the way a shopper would. */
export async function fillForm(page: Page, country: CountryConfig, copy: NewsletterCopy, email: string): Promise<void> {
  const { elements } = country.newsletter;
  await page.getByRole('textbox', { name: startsWith(copy.email) }).fill(email);
  if (elements.salutation.show) await page.getByRole('combobox', { name: startsWith(copy.salutation) }).selectOption({ label: copy.salutations.MRS });
  if (elements.firstName.show) await page.getByRole('textbox', { name: startsWith(copy.firstName) }).fill('Zoë');
  if (elements.lastName.show) await page.getByRole('textbox', { name: startsWith(copy.lastName) }).fill('Kovács-Yılmaz');
  if (elements.newsletterConsent.show) await page.getByRole('checkbox', { name: startsWith(copy.newsletterConsent.slice(0, 30)) }).check();
}
