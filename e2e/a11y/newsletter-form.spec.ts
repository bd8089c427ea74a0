import { expect, test, type Locator, type Page } from '@playwright/test';
import { paths } from '../../validation/paths.ts';
import { loadDictionary } from '../../validation/locale-dictionary.ts';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import type { Translation } from '../../locales/i18n-types.ts';
import { expectNoAxeViolations } from '../axe.ts';
import { variantCountries } from '../countries.ts';
import { openHydratedHome } from '../hydrated-home.ts';
import { holdRequests, pressTabUntilFocused, startsWith, sendKeepingFocus } from './form-keyboard.ts';
import { A11Y_VIEWPORTS } from './widths.ts';

const CREATE_SUBSCRIBER = '**/service/newsletter/api/internal/newsletter-subscribers';
// Skip links first, then the newsletter skip link, Enter, and one Tab into the form.
const MOST_PRESSES_TO_THE_FORM = 4;

interface RequiredField {
  field: Locator;
  message: string;
  /** Gives the field a valid value with the keyboard alone, while it has focus. */
  fixByKeyboard: () => Promise<void>;
}

/** The fields the country's data marks as required, in the order the form shows them. */
function requiredFields(page: Page, country: CountryConfig, copy: Translation['newsletter'], email: string): RequiredField[] {
  const form = page.getByRole('form', { name: copy.heading });
  const { elements } = country.newsletter;
  const type = (text: string) => () => page.keyboard.type(text);
  const fields: (RequiredField | false)[] = [
    { field: form.getByRole('textbox', { name: startsWith(copy.email) }), message: copy.errors.emailRequired, fixByKeyboard: type(email) },
    elements.salutation.show &&
      elements.salutation.required && {
        field: form.getByRole('combobox', { name: startsWith(copy.salutation) }),
        message: copy.errors.salutationRequired,
        // On a closed native select, the arrow key picks the next option: the first after the placeholder.
        fixByKeyboard: () => page.keyboard.press('ArrowDown'),
      },
    elements.firstName.show &&
      elements.firstName.required && {
        field: form.getByRole('textbox', { name: startsWith(copy.firstName) }),
        message: copy.errors.firstNameRequired,
        fixByKeyboard: type('Zoë'),
      },
    elements.lastName.show &&
      elements.lastName.required && {
        field: form.getByRole('textbox', { name: startsWith(copy.lastName) }),
        message: copy.errors.lastNameRequired,
        fixByKeyboard: type('Kovács-Yılmaz'),
      },
    elements.newsletterConsent.show &&
      elements.newsletterConsent.required && {
        field: form.getByRole('checkbox', { name: startsWith(copy.newsletterConsent.slice(0, 30)) }),
        message: copy.errors.newsletterConsentRequired,
        fixByKeyboard: () => page.keyboard.press('Space'),
      },
  ];
  return fields.filter((field): field is RequiredField => field !== false);
}

for (const { config, baseURL } of variantCountries) {
  for (const viewport of A11Y_VIEWPORTS) {
    test.describe(`the newsletter form by keyboard in ${config.code} at ${viewport.width} px`, () => {
      test.use({ baseURL: `${baseURL}/`, viewport });
      let dictionary: Translation;
      test.beforeAll(async () => {
        dictionary = (await loadDictionary(paths.locales, config.locale)) as Translation;
      });

      test('is reached by a skip link, shows an error summary whose links lead to the fields, and keeps focus while sending', async ({ page }) => {
        const copy = dictionary.newsletter;
        const email = `keyboard-${config.code.toLowerCase().replace('_', '-')}-${viewport.width}-${Date.now()}@example.com`;
        const required = requiredFields(page, config, copy, email);
        const form = page.getByRole('form', { name: copy.heading });
        const submit = form.getByRole('button', { name: startsWith(copy.submit) });
        await openHydratedHome(page);

        const presses = await pressTabUntilFocused(page, page.getByRole('link', { name: copy.skipLink }), MOST_PRESSES_TO_THE_FORM);
        await page.keyboard.press('Enter');
        await page.keyboard.press('Tab');
        await expect(required[0]!.field).toBeFocused();
        expect(presses + 2).toBeLessThanOrEqual(MOST_PRESSES_TO_THE_FORM);

        // Every required field says so to assistive technology, and the footnote explaining "*" comes first.
        for (const { field } of required) await expect(field).toHaveJSProperty('required', true);
        const footnote = form.getByText(dictionary.widgets.requiredFootnote, { exact: true });
        expect(await footnote.evaluate((note, field) => Boolean(note.compareDocumentPosition(field!) & Node.DOCUMENT_POSITION_FOLLOWING), await required[0]!.field.elementHandle())).toBe(true);

        // Tabbing through the empty form on the way elsewhere flags nothing and announces nothing (issue 26).
        await pressTabUntilFocused(page, submit, 12);
        for (const { field, message } of required) {
          await expect(field).not.toHaveAttribute('aria-invalid');
          await expect(page.getByText(message, { exact: true })).toHaveCount(0);
        }
        await required[0]!.field.focus();

        await page.keyboard.press('Enter');
        const summary = page.getByRole('alert').filter({ hasText: dictionary.widgets.errorSummary.title });
        await expect(summary).toBeFocused();
        await expect(summary.getByRole('link')).toHaveText(required.map(({ message }) => message));
        await expectNoAxeViolations(page, 'error summary');

        for (const { field, message } of required) {
          await summary.getByRole('link', { name: message, exact: true }).focus();
          await page.keyboard.press('Enter');
          await expect(field).toBeFocused();
          // The inline message clears on focus (spec §5), but the field still tells a screen reader it is invalid, and why (issue 27's probe).
          await expect(field).toHaveAttribute('aria-invalid', 'true');
          await expect(field).toHaveAccessibleDescription(message);
          await expect(summary.getByRole('link', { name: message, exact: true })).toBeVisible();
        }

        for (const [index, { field, message, fixByKeyboard }] of required.entries()) {
          await summary.getByRole('link', { name: message, exact: true }).focus();
          await page.keyboard.press('Enter');
          await expect(field).toBeFocused();
          await fixByKeyboard();
          await page.keyboard.press('Tab');
          await expect(summary.getByRole('link')).toHaveText(required.slice(index + 1).map((rest) => rest.message));
        }
        await expect(summary).toHaveCount(0);

        const created = await holdRequests(page, CREATE_SUBSCRIBER);
        await pressTabUntilFocused(page, submit, 12);
        await sendKeepingFocus(page, submit);
        await expect(submit).toBeFocused();

        await created.release();
        const success = page.getByRole('status').filter({ hasText: copy.success.title });
        await expect(success).toBeFocused();
        await expect(success).toContainText(email);
        expect(created.count()).toBe(1);
      });
    });
  }
}
