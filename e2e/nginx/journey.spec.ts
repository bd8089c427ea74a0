import { expect, test, type Page } from '@playwright/test';
import { paths } from '../../validation/paths.ts';
import { loadDictionary } from '../../validation/locale-dictionary.ts';
import type { Translation } from '../../locales/i18n-types.ts';
import { CSRF_TOKEN_PATH } from '../../src/api/fetch-json.ts';
import { PSDATA_PATH } from '../../src/api/psdata.ts';
import { openHydratedHome } from '../hydrated-home.ts';
import { logIn, seededCustomers } from '../login-form.ts';
import { fillForm, startsWith } from '../newsletter-form.ts';
import { signInAsStaff } from '../staff.ts';
import { underBasePath } from '../../src/config/shop-address.ts';
import { configOf, nginxCountries, nginxHosts } from './hosts.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Under the shop's path too: /fr/service/… in CH_FR.
const isPsData = (url: string) => new URL(url).pathname.endsWith(PSDATA_PATH);

/** Opens the home page and waits for its psdata answer, which decides whether the footer offers the sign-up. */
async function openHomeWithPsData(page: Page, locale: string): Promise<number> {
  const psdata = page.waitForResponse((response) => isPsData(response.url()));
  await openHydratedHome(page);
  return (await psdata).status();
}

// CH and CH_FR share a host and one process of services: each is walked as its own shop.
for (const country of nginxCountries) {
  const config = configOf(country.code);
  const shopAddress = (path: string) => underBasePath(country.basePath, path);
  const customer = seededCustomers.find((seeded) => seeded.country === country.code)!;

  test.describe(`${country.code} served by nginx from its build, the services behind it`, () => {
    test.use({ baseURL: `${country.baseURL}/` });

    test('a new visitor signs up, reads the mail in the shop\'s language, confirms, logs in and previews as staff; no service call is refused', async ({ page, context }) => {
      // One journey through every page and service: on the shared 2-core machines it takes 30-40 s.
      test.setTimeout(120_000);
      const dictionary = (await loadDictionary(paths.locales, config.locale)) as Translation;
      const copy = dictionary.newsletter;
      const refused: string[] = [];
      const services: string[] = [];
      context.on('response', (response) => {
        // The pages' calls, not the footer's images under /service/footer-images/.
        if (response.request().resourceType() !== 'fetch') return;
        const { pathname } = new URL(response.url());
        services.push(pathname);
        if (response.status() === 403) refused.push(`${response.request().method()} ${pathname}`);
      });

      // The first page view of a browser with no cookie at all: a static host sets none.
      expect(await context.cookies()).toEqual([]);
      expect(await openHomeWithPsData(page, config.locale)).toBe(200);
      expect(services.indexOf(shopAddress(CSRF_TOKEN_PATH))).toBe(0);

      // The home page's one sign-up form is the footer's.
      const footer = page.getByRole('contentinfo');
      // Spec §5 allows letters, digits and . - + ' before the @: CH_FR is written ch-fr.
      const email = `nginx-${country.code.toLowerCase().replace('_', '-')}-${Date.now()}@example.com`;
      await fillForm(page, config, copy, email);
      await footer.getByRole('button', { name: startsWith(copy.submit) }).click();
      await expect(page.getByText(copy.success.title)).toBeVisible();

      // The next page view: psdata says the sign-up waits for its confirmation, and the footer drops the block.
      const psdata = page.waitForResponse((response) => isPsData(response.url()));
      await page.goto('./');
      expect((await psdata).status()).toBe(200);
      await expect(footer.getByRole('textbox', { name: startsWith(copy.email) })).toHaveCount(0);

      await page.goto('./_dev/mailbox');
      const mail = page.locator('article', { hasText: email });
      await expect(mail.getByRole('heading', { level: 2 })).toHaveAttribute('lang', config.locale);
      // The shop's own confirmation page, under its path: the services know which shop the sign-up came from.
      await expect(mail.getByRole('link', { name: `Confirm the sign-up of ${email}` })).toHaveAttribute('href', new RegExp(`^${escapeRegExp(country.baseURL)}/newsletter/confirm#token=`));
      await mail.getByRole('link', { name: `Confirm the sign-up of ${email}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: copy.confirmation.heading })).toBeVisible();
      await expect(page).toHaveURL(/\/newsletter\/confirm$/);

      await page.goto('./login/');
      await expect(page).toHaveURL(`${country.baseURL}/login`);
      await logIn(page, dictionary.login, customer.email);
      await expect(page).toHaveURL(`${country.baseURL}/`);

      const preview = dictionary.preview;
      await signInAsStaff(page);
      await page.getByRole('button', { name: preview.toggle }).click();
      await expect(page.getByText(preview.tests.found)).toBeVisible();
      await page.getByRole('combobox', { name: preview.abTest }).selectOption('newsletter-bubble');
      await page.getByRole('combobox', { name: preview.group }).selectOption('B');
      await page.getByRole('button', { name: preview.apply }).click();
      await expect(page.getByText(preview.applied)).toBeVisible();

      expect(refused).toEqual([]);
      for (const call of [PSDATA_PATH, '/service/abtestfrontend/api/v1/getassignment', '/service/promotion/api/promotion/SHOP_FOOTER']) expect(services).toContain(shopAddress(call));
    });
  });
}

const sharedHost = nginxHosts.find(({ shops }) => shops.length > 1)!;

test.describe(`${sharedHost.shops.map(({ code, basePath }) => `${code} at ${basePath}`).join(' and ')} on one nginx host`, () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test("the switcher moves between them, and each answers an unknown address of its own with its own not-found page", async ({ page }) => {
    const [swiss, french] = sharedHost.shops.map(({ code }) => configOf(code));
    // The builds name the shops' real addresses (https://www.shop.example.ch/ and …/fr/): this browser finds that host on nginx.
    const releaseOrigin = new URL(swiss!.shop.url).origin;
    const nginxOrigin = `http://127.0.0.1:${sharedHost.port}`;
    await page.route(`${releaseOrigin}/**`, async (route) => route.fulfill({ response: await route.fetch({ url: route.request().url().replace(releaseOrigin, nginxOrigin) }) }));

    await page.goto(swiss!.shop.url);
    await expect(page.locator('html')).toHaveAttribute('lang', swiss!.locale);
    await page.getByRole('contentinfo').getByRole('link', { name: french!.shop.label, exact: true }).click();
    await expect(page).toHaveURL(french!.shop.url);
    await expect(page.locator('html')).toHaveAttribute('lang', french!.locale);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(french!.displayName);
    await page.getByRole('contentinfo').getByRole('link', { name: swiss!.shop.label, exact: true }).click();
    await expect(page).toHaveURL(swiss!.shop.url);
    await expect(page.locator('html')).toHaveAttribute('lang', swiss!.locale);

    for (const shop of [swiss!, french!]) {
      const response = await page.goto(new URL('./no-such-page', shop.shop.url).href);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html'), `the not-found page of ${shop.code}`).toHaveAttribute('lang', shop.locale);
    }
  });
});
