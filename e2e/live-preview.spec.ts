import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { scratchCopy } from '../cli/test/scratch-copy.ts';
import { startCli, type RunningCli } from '../cli/test/start-cli.ts';
import { dictionaryFromSource } from '../validation/locale-dictionary.ts';
import type { Translation } from '../locales/i18n-types.ts';
import { shopBasePath } from '../src/config/shop-address.ts';
import { livePreviewPort, servedCountries } from './countries.ts';
import { logIn, seededCustomers } from './login-form.ts';
import { fillForm, startsWith } from './newsletter-form.ts';

// A save shows within a second on an idle machine; CI's two cores also run other suites' builds and browsers.
const expect = baseExpect.configure({ timeout: 15_000 });

/** Replaces text in a file of the kit's copy, as an editor's save does. */
function edit(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} has no ${from}`);
  writeFileSync(file, text.replace(from, to));
}

/** The line and column where `text` starts in a file, as an editor counts them. */
function placeOf(file: string, text: string): string {
  const before = readFileSync(file, 'utf8').split(text)[0]!.split('\n');
  return `${before.length}:${before.at(-1)!.length + 1}`;
}

const overlay = (page: Page) => page.locator('vite-error-overlay');

/** A mark on the open page's window: still there after an edit, the page was not loaded again. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { notReloaded: true }));
const isSamePage = (page: Page) => page.evaluate(() => 'notReloaded' in window);

// A country manager's loop, on a copy of the kit: edit a country's file, see it on the open page;
// make a mistake, see it over the page; fix it. With the services, as `serve --dev-tools` has them.
test.describe('storefront dev, the live preview', () => {
  test.describe.configure({ mode: 'serial', timeout: 150_000 });
  test.use({ viewport: { width: 390, height: 844 } });
  let kit: string;
  let dev: RunningCli | undefined;

  test.beforeAll(() => {
    kit = scratchCopy('storefront-live-preview-');
  });
  test.afterEach(async () => {
    await dev?.stop();
  });
  test.afterAll(() => rmSync(kit, { recursive: true, force: true }));

  for (const code of ['DE', 'TR', 'CH_FR']) {
    test(`${code}: a save shows on the open page in place, a mistake over it until it is fixed, and the services answer`, async ({ page }) => {
      const { config } = servedCountries.find(({ config }) => config.code === code)!;
      const countryFile = join(kit, 'countries', `${code.toLowerCase()}.yaml`);
      const shown = `countries/${code.toLowerCase()}.yaml`;
      const copy = dictionaryFromSource(join(kit, 'locales'), config.locale) as unknown as Translation;
      dev = await startCli(['dev', '--country', code, '--port', String(livePreviewPort), '--data', join(kit, '.storefront')], /Ctrl\+C stops/, 120_000, kit);
      const shop = `http://127.0.0.1:${livePreviewPort}${shopBasePath(config.shop.url)}`;

      await page.goto(shop);
      const headline = config.footer.headline;
      // The first page of a fresh dev server compiles every module it loads, and Vite may reload it once for a dependency it found late.
      await expect(page.getByText(headline, { exact: true })).toBeVisible({ timeout: 90_000 });
      await page.waitForLoadState('networkidle');
      await expect(page.getByText(headline, { exact: true })).toBeVisible({ timeout: 90_000 });
      // What a shopper opened and where they scrolled stay as they were.
      const group = page.locator('footer details').first();
      await group.locator('summary').click();
      await expect(group).toHaveAttribute('open', '');
      const scrolled = await page.evaluate(() => window.scrollY);
      await markPage(page);

      edit(countryFile, `headline: ${headline}`, `headline: ${headline} (1)`);
      await expect(page.getByText(`${headline} (1)`, { exact: true })).toBeVisible();
      expect(await isSamePage(page)).toBe(true);
      await expect(group).toHaveAttribute('open', '');
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

      // A misspelt key: the report over the page, the page underneath the last valid one.
      edit(countryFile, `headline: ${headline} (1)`, `headlne: ${headline} (2)`);
      await expect(overlay(page)).toContainText(`${shown}:${placeOf(countryFile, 'headlne')}`);
      await expect(overlay(page)).toContainText('did you mean "headline"?');
      await expect(overlay(page)).toContainText(`| headlne: ${headline} (2)`);
      await expect(page.getByText(`${headline} (1)`, { exact: true })).toBeAttached();
      // A page opened while the mistake stands shows it too.
      await page.reload();
      await expect(overlay(page)).toContainText(`${shown}:`);
      await markPage(page);
      edit(countryFile, `headlne: ${headline} (2)`, `headline: ${headline} (3)`);
      await expect(overlay(page)).toHaveCount(0);
      await expect(page.getByText(`${headline} (3)`, { exact: true })).toBeVisible();
      expect(await isSamePage(page)).toBe(true);

      if (code === 'DE') {
        // A syntax error, a locale's text, and the file deleted and restored.
        edit(countryFile, 'legalAge: 16', 'legalAge: [16');
        await expect(overlay(page)).toContainText(`${shown}:`);
        edit(countryFile, 'legalAge: [16', 'legalAge: 16');
        await expect(overlay(page)).toHaveCount(0);
        edit(join(kit, 'locales', 'de-DE', 'index.ts'), "'Willkommen in unserem Shop", "'Hallo aus dem Shop");
        await expect(page.getByRole('heading', { level: 1, name: /^Hallo aus dem Shop/ })).toBeVisible();
        renameSync(countryFile, `${countryFile}.away`);
        await expect(overlay(page)).toContainText('no country file de.yaml');
        renameSync(`${countryFile}.away`, countryFile);
        await expect(overlay(page)).toHaveCount(0);
        // A schema that is not JSON yet: said over the page, and the preview goes on.
        const draftSchema = join(kit, 'schemas', 'draft.schema.json');
        writeFileSync(draftSchema, '{');
        await expect(overlay(page)).toContainText('schemas/draft.schema.json:1:1: is not JSON');
        rmSync(draftSchema);
        await expect(overlay(page)).toHaveCount(0);
        // Saves in quick succession, as a format-on-save or a script makes them: the last one shows.
        for (const step of [4, 5, 6]) {
          edit(countryFile, `headline: ${headline} (${step - 1})`, `headline: ${headline} (${step})`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await expect(page.getByText(`${headline} (6)`, { exact: true })).toBeVisible();
        expect(await isSamePage(page)).toBe(true);
      }
      if (code === 'CH_FR') {
        // The shop's address without its last slash leads to the shop.
        await page.goto(shop.slice(0, -1));
        await expect(page).toHaveURL(shop);
      }
      if (code === 'CH_FR') {
        // What the shop inherits: CH's payment logos.
        await expect(page.locator('footer').getByRole('img', { name: 'PayPal' })).toBeAttached();
        edit(join(kit, 'countries', 'ch.yaml'), 'visa, paypal]', 'visa]');
        await expect(page.locator('footer').getByRole('img', { name: 'PayPal' })).toHaveCount(0);
      }

      // The services, through the dev server: a sign-up and its mail in the mailbox, and a customer's login.
      const email = `live-${code.toLowerCase()}-${Date.now()}@example.com`;
      await fillForm(page, config, copy.newsletter, email);
      if (code === 'TR') {
        // A rule made looser on the page is looser in the services too: the first name is no longer required.
        const requiredMarks = page.locator('form .mantine-InputWrapper-required');
        const marked = await requiredMarks.count();
        edit(countryFile, 'firstName:\n      show: true\n      required: true', 'firstName:\n      show: true\n      required: false');
        await expect(requiredMarks).toHaveCount(marked - 1);
        await page.getByRole('textbox', { name: copy.newsletter.firstName, exact: true }).fill('');
      }
      await page.getByRole('button', { name: startsWith(copy.newsletter.submit) }).click();
      await expect(page.getByText(copy.newsletter.success.title)).toBeVisible();
      await page.goto(`${shop}_dev/mailbox`);
      // The mail's link confirms the sign-up, once, as on a built page.
      await page.getByRole('link', { name: `Confirm the sign-up of ${email}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: copy.newsletter.confirmation.heading })).toBeVisible();
      await page.goto(`${shop}login`);
      await logIn(page, copy.login, seededCustomers.find((customer) => customer.country === code)!.email);
      await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    });
  }
});
