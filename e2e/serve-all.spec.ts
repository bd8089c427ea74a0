import { expect, test } from '@playwright/test';
import { paths } from '../validation/paths.ts';
import { hostLabelOf } from '../cli/shop-url-template.ts';
import { shopBasePath } from '../src/config/shop-address.ts';
import { loadDictionary } from '../validation/locale-dictionary.ts';
import type { Translation } from '../locales/i18n-types.ts';
import { serveAllPort, servedCountries } from './countries.ts';
import { openHydratedHome } from './hydrated-home.ts';

// The switcher shows on desktops only (spec §2.3).
const DESKTOP = { width: 1400, height: 900 };
const originOf = (name: string) => `http://${name}.localhost:${serveAllPort}`;
const turkey = servedCountries.find(({ config }) => config.code === 'TR')!.config;

test.use({ baseURL: originOf('de'), viewport: DESKTOP });

test("QA clicks from DE to TR on one machine, and a footer link to a page the kit does not build shows TR's not-found page", async ({ page, context }) => {
  await openHydratedHome(page);
  await page.getByRole('contentinfo').getByRole('link', { name: turkey.shop.label, exact: true }).click();
  await expect(page).toHaveURL(`${originOf('tr')}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr-TR');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(turkey.displayName);

  // The first shown: until the footer has settled on its view, the phone's markup may be in the page, hidden.
  const unbuilt = page.getByRole('contentinfo').locator('a[href$=".html"]').filter({ visible: true }).first();
  const target = new URL((await unbuilt.getAttribute('href'))!, page.url()).href;
  const answer = page.waitForResponse(target);
  await unbuilt.click();
  expect((await answer).status()).toBe(404);
  await expect(page).toHaveURL(target);
  const notFound = ((await loadDictionary(paths.locales, 'tr-TR')) as Translation).notFound;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.heading);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr-TR');
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // Each origin keeps its own cookies: none is set for a parent domain the other shops share. TR's
  // come with the answers to its page's first service calls, a moment after the page shows.
  await expect.poll(async () => new Set((await context.cookies()).map(({ domain }) => domain))).toEqual(new Set(['de.localhost', 'tr.localhost']));
});

test('http://localhost lists every country with a link to its origin', async ({ page }) => {
  await page.goto(`http://localhost:${serveAllPort}/`);
  for (const { config } of servedCountries) {
    // Under the shop's own path: CH_FR at http://ch-fr.localhost:<port>/fr/.
    await expect(page.getByRole('link', { name: `${config.shop.label} (${config.code})` })).toHaveAttribute('href', `${originOf(hostLabelOf(config.code))}${shopBasePath(config.shop.url)}`);
  }
});

test('QA clicks from DE to the French shop under its path, /fr/, and its login page lives there too', async ({ page }) => {
  const french = servedCountries.find(({ config }) => config.code === 'CH_FR')!.config;
  await openHydratedHome(page);
  await page.getByRole('contentinfo').getByRole('link', { name: french.shop.label, exact: true }).click();
  await expect(page).toHaveURL(`${originOf('ch-fr')}/fr/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CH');
  await page.getByRole('main').locator('a[href$="/login"]').click();
  await expect(page).toHaveURL(`${originOf('ch-fr')}/fr/login`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CH');
});
