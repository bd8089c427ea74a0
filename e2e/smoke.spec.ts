import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { loadDictionary } from '../cli/validation/locale-keys.ts';
import { paths } from '../cli/paths.ts';
import { FOOTER_PROMOTION_PATH } from '../src/api/promotion.ts';
import { routes } from '../src/app/routes.ts';
import { NOT_FOUND_PAGE, pagesOf } from '../src/pages/routes.ts';
import { servedCountries } from './countries.ts';

type Dictionary = {
  home: { metaTitle: string };
  login: { metaTitle: string; heading: string };
  newsletter: { confirmation: { metaTitle: string }; signupPage: { metaTitle: string } };
  notFound: { metaTitle: string; heading: string; homeLink: string };
};

/** The document title each page must carry. */
function titleOf(path: string, dictionary: Dictionary): string {
  if (path === routes.home) return dictionary.home.metaTitle;
  if (path === routes.newsletterConfirmation) return dictionary.newsletter.confirmation.metaTitle;
  if (path === routes.subscribeNewsletter) return dictionary.newsletter.signupPage.metaTitle;
  if (path === NOT_FOUND_PAGE.path) return dictionary.notFound.metaTitle;
  return dictionary.login.metaTitle;
}

for (const { config, baseURL } of servedCountries) {
  test.describe(`${config.code} built pages`, () => {
    test.use({ baseURL: `${baseURL}/` });

    for (const { path } of pagesOf(config)) {
      test(`${path} renders in ${config.locale} with no console error and no WCAG 2.1 AA violation`, async ({ page }) => {
        const dictionary = (await loadDictionary(paths.locales, config.locale)) as Dictionary;
        const consoleErrors: string[] = [];
        page.on('console', (message) => {
          // Chromium logs every 404 load as an error, even those that answer as they should: the
          // promotion where a country has none (spec §7), and the not-found page itself.
          const { url } = message.location();
          const expected404 = url.endsWith(FOOTER_PROMOTION_PATH) || (path === NOT_FOUND_PAGE.path && new URL(url).pathname.endsWith(path));
          if (message.type() === 'error' && !expected404) consoleErrors.push(message.text());
        });
        page.on('pageerror', (error) => consoleErrors.push(error.message));

        const response = await page.goto(`.${path}`);
        expect(response?.status()).toBe(path === NOT_FOUND_PAGE.path ? 404 : 200);
        await expect(page.locator('html')).toHaveAttribute('lang', config.locale);
        await expect(page.getByRole('main')).toBeVisible();
        await expect(page.getByRole('banner')).toContainText(config.displayName);
        await expect(page).toHaveTitle(titleOf(path, dictionary));
        if (path === routes.home) await expect(page.getByRole('heading', { level: 1 })).toContainText(config.displayName);
        if (path === routes.login) await expect(page.getByRole('heading', { level: 1 })).toHaveText(dictionary.login.heading);
        if (path === NOT_FOUND_PAGE.path) await expect(page.getByRole('heading', { level: 1 })).toHaveText(dictionary.notFound.heading);

        await expectNoAxeViolations(page, 'page');
        expect(consoleErrors).toEqual([]);
      });
    }

    test(`a footer link to a page the kit does not build lands on ${config.code}'s not-found page, which leads home`, async ({ page }) => {
      const dictionary = (await loadDictionary(paths.locales, config.locale)) as Dictionary;
      await page.goto(`.${routes.home}`);
      const unbuilt = await page.getByRole('contentinfo').locator('a[href$=".html"]').first().getAttribute('href');

      const response = await page.goto(unbuilt!);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', config.locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(dictionary.notFound.heading);
      await expect(page.getByRole('contentinfo')).toBeVisible();

      await page.getByRole('main').getByRole('link', { name: dictionary.notFound.homeLink }).click();
      await expect(page).toHaveURL(`${baseURL}${routes.home}`);
    });
  });
}

test('a country without its own sign-up page answers 404 there', async ({ request }) => {
  const withoutPage = servedCountries.find(({ config }) => !config.newsletter.signupPage)!;
  expect((await request.get(`${withoutPage.baseURL}${routes.subscribeNewsletter}`)).status()).toBe(404);
});
