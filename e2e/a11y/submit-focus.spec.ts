import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { paths } from '../../validation/paths.ts';
import { loadDictionary } from '../../validation/locale-dictionary.ts';
import type { Translation } from '../../locales/i18n-types.ts';
import { expectNoAxeViolations } from '../axe.ts';
import { alikeCountries } from '../countries.ts';
import { signInAsStaff } from '../staff.ts';
import { holdRequests, startsWith, sendKeepingFocus } from './form-keyboard.ts';
import { A11Y_VIEWPORTS } from './widths.ts';

const LOGIN_CALL = '**/service/login/api/v1/login';
// The call carries the test and group in its query.
const PREVIEW_APPLY_CALL = /\/service\/preview\/api\/token\?/;
const PASSWORD = 'storefront-demo';
const seededCustomers = (parse(readFileSync(join(import.meta.dirname, '..', '..', 'services', 'seed', 'seed.yaml'), 'utf8')) as {
  customers: { country: string; email: string }[];
}).customers;


for (const { config, baseURL } of alikeCountries) {
  // e2e/login.spec.ts logs in with the first two customers; each address has 10 attempts in 15 minutes.
  const customer = seededCustomers.filter(({ country }) => country === config.code).at(-1);

  for (const viewport of A11Y_VIEWPORTS) {
    test.describe(`focus while sending, in ${config.code} at ${viewport.width} px`, () => {
      test.use({ baseURL: `${baseURL}/`, viewport });
      let dictionary: Translation;
      test.beforeAll(async () => {
        dictionary = (await loadDictionary(paths.locales, config.locale)) as Translation;
      });

      test('login: an empty submit focuses the error summary; while logging in, focus stays on the busy button', async ({ page }) => {
        const copy = dictionary.login;
        const form = page.getByRole('form', { name: copy.heading });
        const email = form.getByRole('textbox', { name: startsWith(copy.email) });
        const submit = form.getByRole('button', { name: startsWith(copy.submit) });
        await page.goto('./login');
        await expect(submit).toBeEnabled();

        await submit.focus();
        await page.keyboard.press('Enter');
        const summary = page.getByRole('alert').filter({ hasText: dictionary.widgets.errorSummary.title });
        await expect(summary).toBeFocused();
        await expect(summary.getByRole('link')).toHaveText([copy.errors.emailRequired, copy.errors.passwordRequired]);
        await expectNoAxeViolations(page, 'login error summary');
        await summary.getByRole('link', { name: copy.errors.emailRequired }).focus();
        await page.keyboard.press('Enter');
        await expect(email).toBeFocused();

        await page.keyboard.type(customer!.email);
        await page.keyboard.press('Tab');
        await page.keyboard.type(PASSWORD);
        const loggingIn = await holdRequests(page, LOGIN_CALL);
        await submit.focus();
        await sendKeepingFocus(page, submit);

        await loggingIn.release();
        await expect(page).toHaveURL(`${baseURL}/`);
        expect(loggingIn.count()).toBe(1);
      });

      test('preview: while applying, focus stays on the busy button, then moves to the message', async ({ page }) => {
        const copy = dictionary.preview;
        await signInAsStaff(page);
        await page.getByRole('button', { name: copy.toggle }).click();
        await expect(page.getByText(copy.tests.found)).toBeVisible();
        const apply = page.getByRole('button', { name: startsWith(copy.apply) });

        const applying = await holdRequests(page, PREVIEW_APPLY_CALL);
        await apply.focus();
        await sendKeepingFocus(page, apply);

        await applying.release();
        await expect(page.getByRole('status').filter({ hasText: copy.applied })).toBeFocused();
        expect(applying.count()).toBe(1);
      });
    });
  }
}
