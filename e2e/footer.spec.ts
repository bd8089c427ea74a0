import { expect, test } from '@playwright/test';
import { paths } from '../validation/paths.ts';
import { loadDictionary } from '../validation/locale-dictionary.ts';
import type { Translation } from '../locales/i18n-types.ts';
import { expectNoAxeViolations } from './axe.ts';
import { servedCountries, variantCountries } from './countries.ts';
import { openHydratedHome } from './hydrated-home.ts';
import { waitForLivePage } from './islands.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1400, height: 900 };
const WIDE_TABLET = { width: 1366, height: 1024 };
const TABLET_AGENT = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

for (const served of servedCountries) {
  const { config, baseURL } = served;
  const { footer } = config;
  const [first, second] = Object.values(footer.teaser.groups);

  test.describe(`the footer in ${config.code}`, () => {
    test.use({ baseURL: `${baseURL}/` });

    test('on a phone: groups open one at a time, no country switcher, no WCAG 2.1 AA violation', async ({ page }) => {
      await page.setViewportSize(PHONE);
      await openHydratedHome(page);
      const contentinfo = page.getByRole('contentinfo');
      // Each group is a <details> whose <summary> the browser opens and closes; one open at a time.
      await contentinfo.locator('summary', { hasText: first!.heading.link.text }).click();
      await expect(contentinfo.getByRole('link', { name: first!.overviewLink.text })).toBeVisible();
      await contentinfo.locator('summary', { hasText: second!.heading.link.text }).click();
      await expect(contentinfo.getByRole('link', { name: second!.overviewLink.text })).toBeVisible();
      await expect(contentinfo.getByRole('link', { name: first!.overviewLink.text })).toBeHidden();
      await expect(contentinfo.getByRole('link', { name: config.shop.label, exact: true })).toBeHidden();
      await expectNoAxeViolations(page, 'phone');
    });

    test('on a desktop: four columns of groups, the switcher marks the country and navigates', async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await openHydratedHome(page);
      const contentinfo = page.getByRole('contentinfo');
      await expect(contentinfo.getByRole('heading', { level: 3, name: first!.heading.link.text })).toBeVisible();
      // axe checks this page at this width in every-page.spec.ts.
      await expect(contentinfo.locator('[aria-current="page"]')).toHaveText(config.shop.label);

      const other = servedCountries.find((served) => served.config.code !== config.code)!.config.shop;
      // The other shops do not exist on this machine: answer for them, so the navigation itself is what is tested.
      await page.route(`${other.url}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>other shop</title>' }));
      await contentinfo.getByRole('link', { name: other.label, exact: true }).click();
      await expect(page).toHaveURL(other.url);
    });

    // The switch works alike in every country: one shop stands for all.
    if (served === servedCountries[0]) test('keeps the view the shopper chose for the visit, and the way back', async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      const contentinfo = page.getByRole('contentinfo');
      const reloadLive = async () => {
        await page.reload();
        await waitForLivePage(page);
      };
      await page.goto('./');
      await waitForLivePage(page);
      await contentinfo.getByRole('button', { name: footer.viewChanger.toMobile }).click();
      await reloadLive();
      await expect(contentinfo.locator('summary', { hasText: first!.heading.link.text })).toBeVisible();
      await contentinfo.getByRole('button', { name: footer.viewChanger.toDesktop }).click();
      await reloadLive();
      await expect(contentinfo.getByRole('heading', { level: 3, name: first!.heading.link.text })).toBeVisible();
      await expect(contentinfo.getByRole('button', { name: footer.viewChanger.toMobile })).toBeVisible();
    });

    test('on the login page: the switcher and the hreflang alternates lead to every shop’s login page', async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto('./login');
      const other = servedCountries.find((served) => served.config.code !== config.code)!.config;
      const otherLogin = new URL('./login', other.shop.url).href;
      await expect(page.locator(`head link[rel="alternate"][hreflang="${other.locale}"]`)).toHaveAttribute('href', otherLogin);
      await expect(page.locator('head link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/login$/);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: other.shop.label, exact: true })).toHaveAttribute('href', otherLogin);
    });

    test.describe('on a tablet as wide as a desktop', () => {
      test.use({ userAgent: TABLET_AGENT, viewport: WIDE_TABLET });

      test('has no country switcher, by its device class (spec §2.3)', async ({ page }) => {
        await openHydratedHome(page);
        const contentinfo = page.getByRole('contentinfo');
        await expect(contentinfo.getByRole('heading', { level: 2, name: footer.headline })).toBeVisible();
        await expect(contentinfo.getByRole('link', { name: config.shop.label, exact: true })).toHaveCount(0);
      });
    });

    // A sign-up: a journey of the form, in the countries that show each of its layouts.
    if (variantCountries.includes(served)) test('hides its newsletter block once this browser has signed up', async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      const copy = ((await loadDictionary(paths.locales, config.locale)) as Translation).newsletter;
      await openHydratedHome(page);
      const block = page.getByRole('region', { name: copy.heading });
      await expect(block).toBeVisible();
      await block.getByRole('textbox', { name: new RegExp(`^${copy.email}`) }).fill(`footer-${Date.now()}@example.com`);
      await block.getByRole('textbox', { name: new RegExp(`^${copy.email}`) }).focus();
      const { elements } = config.newsletter;
      if (elements.salutation.show) await block.getByRole('combobox').selectOption({ label: copy.salutations.MR });
      if (elements.firstName.show) await block.getByRole('textbox', { name: new RegExp(`^${copy.firstName}`) }).fill('Jan');
      if (elements.lastName.show) await block.getByRole('textbox', { name: new RegExp(`^${copy.lastName}`) }).fill('Nowak');
      if (elements.newsletterConsent.show) await block.getByRole('checkbox', { name: new RegExp(`^${copy.newsletterConsent.slice(0, 20)}`) }).check();
      await block.getByRole('button', { name: new RegExp(`^${copy.submit}`) }).click();
      await expect(page.getByText(copy.success.title)).toBeVisible();

      await page.reload();
      await expect(page.getByRole('contentinfo').getByRole('heading', { level: 2, name: footer.headline })).toBeVisible();
      await expect(page.getByRole('region', { name: copy.heading })).toHaveCount(0);
    });
  });
}
