import { expect, test } from '@playwright/test';
import { paths } from '../validation/paths.ts';
import { loadDictionary } from '../validation/locale-dictionary.ts';
import type { Translation } from '../locales/i18n-types.ts';
import { expectNoAxeViolations } from './axe.ts';
import { alikeCountries, variantCountries } from './countries.ts';
import { openHydratedHome } from './hydrated-home.ts';
import { fillForm, startsWith } from './newsletter-form.ts';

type NewsletterCopy = Translation['newsletter'];

for (const { config, baseURL } of variantCountries) {
  test.describe(`the newsletter sign-up in ${config.code}`, () => {
    test.use({ baseURL: `${baseURL}/` });
    let copy: NewsletterCopy;
    test.beforeAll(async () => {
      copy = ((await loadDictionary(paths.locales, config.locale)) as Translation).newsletter;
    });

    test('signs up, confirms from the mailbox and is thanked; the used link is then refused', async ({ page }) => {
      // A sign-up, two visits to the mailbox and three whole-page axe checks: 25-35 s on the 2-core machines.
      test.setTimeout(60_000);
      // Spec §5 allows letters, digits and . - + ' before the @, so CH_FR is written ch-fr.
      const email = `journey-${config.code.toLowerCase().replace('_', '-')}-${Date.now()}@example.com`;
      await openHydratedHome(page);
      await page.getByRole('textbox', { name: startsWith(copy.email) }).focus();
      await expect(page.getByRole('button', { name: copy.legalNotice.title })).toBeVisible();
      await expectNoAxeViolations(page, 'expanded');

      await page.getByRole('button', { name: startsWith(copy.submit) }).click();
      // The message shows twice on purpose: in the error summary and on the field.
      await expect(page.getByRole('textbox', { name: startsWith(copy.email) })).toHaveAccessibleDescription(copy.errors.emailRequired);
      await expectNoAxeViolations(page, 'error');

      await fillForm(page, config, copy, email);
      await page.getByRole('button', { name: startsWith(copy.submit) }).click();
      await expect(page.getByText(copy.success.title)).toBeVisible();
      await expect(page.getByText(email)).toBeVisible();
      await expectNoAxeViolations(page, 'success');

      await page.goto('./_dev/mailbox');
      await page.getByRole('link', { name: `Confirm the sign-up of ${email}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: copy.confirmation.heading })).toBeVisible();
      // The page's other states are in its HTML too, hidden: the thanks are its one heading.
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveURL(/\/newsletter\/confirm$/);
      // Reloaded, the tab still thanks the shopper: the used link is not called invalid.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: copy.confirmation.heading })).toBeVisible();
      await expect(page.getByText(copy.errors.linkInvalid)).toBeHidden();

      await page.goto('./_dev/mailbox');
      await page.getByRole('link', { name: `Confirm the sign-up of ${email}` }).click();
      await expect(page.getByText(copy.errors.linkInvalid)).toBeVisible();
      await page.getByRole('textbox', { name: startsWith(copy.email) }).focus();
      await expect(page.getByText(copy.errors.linkInvalid)).toBeHidden();
    });

    test('shows the service’s invalid-email answer on the email field', async ({ page }) => {
      await openHydratedHome(page);
      await page.getByRole('textbox', { name: startsWith(copy.email) }).focus();
      await fillForm(page, config, copy, 'nobody@mailbox.invalid');
      await page.getByRole('button', { name: startsWith(copy.submit) }).click();
      // As for a failed submit, the message shows in the focused error summary and on the field.
      await expect(page.getByRole('alert').getByRole('link', { name: copy.errors.emailInvalid })).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: copy.errors.emailInvalid })).toBeFocused();
      await expect(page.getByRole('textbox', { name: startsWith(copy.email) })).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(copy.success.title)).toHaveCount(0);
    });
  });
}

for (const { config, baseURL } of alikeCountries) {
  test(`a confirmation link opened in ${config.code} while the page's code cannot be loaded says the confirmation failed, not that it is under way for ever`, async ({ page }) => {
    const copy = ((await loadDictionary(paths.locales, config.locale)) as Translation).newsletter;
    // A connection that drops once the page has come: none of its script files arrives.
    await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto(`${baseURL}/newsletter/confirm#token=${'a'.repeat(40)}`);
    await expect(page.getByText(copy.errors.generic)).toBeVisible();
    await expect(page.getByText(copy.confirmation.confirming)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: copy.confirmation.pageHeading })).toBeVisible();
  });
}
