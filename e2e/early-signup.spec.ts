import { expect, test, type Page } from '@playwright/test';
import { paths } from '../validation/paths.ts';
import { loadDictionary } from '../validation/locale-dictionary.ts';
import type { Translation } from '../locales/i18n-types.ts';
import { servedCountries } from './countries.ts';
import { CODE_ARRIVES } from './islands.ts';
import { fillForm, startsWith } from './newsletter-form.ts';

/** Email only (DE), names and a salutation (HU), a required consent and Turkish casing (TR). */
const EARLY_COUNTRIES = ['DE', 'HU', 'TR'];
/**
 * The page's own script and the sign-up island's code: held back, as on a slow phone network,
 * until the shopper has acted. Only the small script the HTML names runs before.
 */
const PAGE_CODE = /\/assets\/(?:home|start-page|hydrate-island|signup-islands)-[^/]+\.js$/;

/** Holds the page's code until the returned function is called. */
async function holdPageCode(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(PAGE_CODE, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const { config, baseURL } of servedCountries.filter(({ config }) => EARLY_COUNTRIES.includes(config.code))) {
  test.describe(`the footer's sign-up in ${config.code} before the page's code has arrived`, () => {
    test.use({ baseURL: `${baseURL}/` });

    test('keeps what was typed and the focus, holds an early submit, and the sign-up arrives exactly once', async ({ page }) => {
      const copy = ((await loadDictionary(paths.locales, config.locale)) as Translation).newsletter;
      const email = `early-${config.code.toLowerCase()}-${Date.now()}@example.com`;
      const release = await holdPageCode(page);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const signups: string[] = [];
      page.on('request', (request) => request.method() === 'POST' && request.url().includes('/service/newsletter/') && signups.push(request.url()));

      await page.goto('./');
      const signup = page.locator('[data-island="footer-signup"]');
      const field = signup.getByRole('textbox', { name: startsWith(copy.email) });
      await field.click();
      // The whole form shows with the focus, from the page's HTML: the legal notice is seen before any submit.
      await expect(signup.getByRole('button', { name: copy.legalNotice.title })).toBeVisible();
      await expect(signup).not.toHaveAttribute('data-hydrated');
      await page.keyboard.type(email);
      await page.keyboard.press('Enter');
      await expect(field).toHaveValue(email);
      await expect(field).toBeFocused();
      await expect(signup).not.toHaveAttribute('data-hydrated');
      // The early submit neither reloaded the page nor put the address anywhere.
      expect(page.url()).toBe(`${baseURL}/`);
      expect(signups).toEqual([]);

      release();
      await expect(signup).toHaveAttribute('data-hydrated', '', CODE_ARRIVES);
      const success = page.getByText(copy.success.title);
      // Where the country asks more than the address, the held submit shows what is missing (spec §2.1).
      await expect(success.or(signup.getByRole('alert'))).toBeVisible();
      if (!(await success.isVisible())) {
        await expect(field).toHaveValue(email);
        await fillForm(page, config, copy, email);
        await signup.getByRole('button', { name: startsWith(copy.submit) }).click();
      }
      await expect(success).toBeVisible();
      expect(signups).toHaveLength(1);

      await page.goto('./_dev/mailbox');
      await expect(page.getByRole('link', { name: `Confirm the sign-up of ${email}` })).toHaveCount(1);
    });

    test('keeps every field filled and ticked before the code arrived, and the held submit sends them all', async ({ page }) => {
      const copy = ((await loadDictionary(paths.locales, config.locale)) as Translation).newsletter;
      const email = `filled-early-${config.code.toLowerCase()}-${Date.now()}@example.com`;
      const release = await holdPageCode(page);
      const bodies: unknown[] = [];
      page.on('request', (request) => request.method() === 'POST' && request.url().includes('/service/newsletter/') && bodies.push(request.postDataJSON()));

      await page.goto('./');
      const signup = page.locator('[data-island="footer-signup"]');
      const field = signup.getByRole('textbox', { name: startsWith(copy.email) });
      await field.focus();
      await fillForm(page, config, copy, email);
      const personalisation = signup.getByRole('checkbox', { name: copy.personalisationConsent });
      await personalisation.check();
      // Focus stays in the form as the code arrives: the field it is on is told of it.
      await field.press('Enter');
      await expect(signup).not.toHaveAttribute('data-hydrated');

      release();
      await expect(signup).toHaveAttribute('data-hydrated', '', CODE_ARRIVES);
      // TR's required consent is not sent (spec §3): the sign-up went out, so it was kept ticked.
      await expect(page.getByText(copy.success.title)).toBeVisible();
      expect(bodies).toHaveLength(1);
      const { elements } = config.newsletter;
      expect(bodies[0]).toMatchObject({
        email,
        consents: ['DNE'],
        ...(elements.salutation.show && { salutation: 'MRS' }),
        ...(elements.firstName.show && { firstName: 'Zoë', lastName: 'Kovács-Yılmaz' }),
      });
    });
  });
}

const german = servedCountries.find(({ config }) => config.code === 'DE')!;

test.describe('the footer\'s sign-up focused before the page\'s code has arrived', () => {
  test.use({ baseURL: `${german.baseURL}/` });

  test('shows its further fields with the first focus, Tab reaches them and a press of the legal notice is kept, before the code arrives (spec §2.1)', async ({ page }) => {
    const copy = ((await loadDictionary(paths.locales, german.config.locale)) as Translation).newsletter;
    const release = await holdPageCode(page);
    await page.goto('./');
    const signup = page.locator('[data-island="footer-signup"]');
    const legalNotice = signup.getByRole('button', { name: copy.legalNotice.title });
    await expect(legalNotice).toBeHidden();
    await signup.getByRole('textbox', { name: startsWith(copy.email) }).focus();
    await expect(legalNotice).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(legalNotice).toBeFocused();
    // Pressed before the code arrives: the press is kept (WCAG 2.1.1) and opens the panel once it has.
    await page.keyboard.press('Enter');
    await expect(legalNotice).toHaveAttribute('aria-expanded', 'false');
    await expect(signup).not.toHaveAttribute('data-hydrated');

    release();
    await expect(signup).toHaveAttribute('data-hydrated', '', CODE_ARRIVES);
    await expect(legalNotice).toHaveAttribute('aria-expanded', 'true');
    // Focus has left the email field: the form stays open once the code has taken over.
    await expect(legalNotice).toBeFocused();
    await expect(signup.getByRole('link', { name: copy.privacyHint.link })).toBeVisible();
  });
});
