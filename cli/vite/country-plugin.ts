import type { Plugin } from 'vite';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import { withConstantsFilled } from '../constants/fill-texts.ts';
import type { ShopEntry } from '../../src/config/shop-entry.ts';
import { localeEntry } from '../validation/locale-keys.ts';
import { builtDictionary, type BuildTexts } from '../build/built-texts.ts';
import { paths } from '../paths.ts';
import { islandStorefront } from '../../src/islands/island-data.ts';
import { shopBasePath } from '../../src/config/shop-address.ts';
import { NOT_FOUND_PAGE, pagesOf } from '../../src/pages/routes.ts';
import { DAYJS_LOCALE_ID, dayjsLocaleModuleSource } from './dayjs-locale.ts';

const VIRTUAL_ID = 'virtual:storefront/country';
const ISLAND_VIRTUAL_ID = 'virtual:storefront/island';
const TRANSLATIONS_VIRTUAL_ID = 'virtual:storefront/translations';
const SHOP_PAGES_VIRTUAL_ID = 'virtual:storefront/shop-pages';
const ANALYTICS_VIRTUAL_ID = 'virtual:storefront/analytics';
const VIRTUAL_IDS = new Set([VIRTUAL_ID, ISLAND_VIRTUAL_ID, TRANSLATIONS_VIRTUAL_ID, SHOP_PAGES_VIRTUAL_ID, ANALYTICS_VIRTUAL_ID, DAYJS_LOCALE_ID]);

/**
 * The source of `virtual:storefront/translations`, the country's one locale, which both the country's
 * and the islands' modules hand on: a build writes the texts in, with what the locale inherits
 * already merged (`extendLocale`), so that a bundle holds its own texts and none of the parent's
 * it overrides. The dev server imports the locale file, so that an edit shows at once.
 */
export async function translationsModuleSource(locale: string, command: 'build' | 'serve', texts: BuildTexts = {}): Promise<string> {
  if (command === 'serve') return `export { default } from ${JSON.stringify(localeEntry(paths.locales, locale))};`;
  return `export default ${JSON.stringify(await builtDictionary(locale, texts))};`;
}

function moduleSource(country: CountryConfig, shops: readonly ShopEntry[]): string {
  return [
    `export const country = ${JSON.stringify(country)};`,
    `export const locale = ${JSON.stringify(country.locale)};`,
    `export { default as translations } from ${JSON.stringify(TRANSLATIONS_VIRTUAL_ID)};`,
    `export const shops = ${JSON.stringify(shops)};`,
  ].join('\n');
}

/** The module source that hands one country's validated data, its one locale and every country's shop to the app. */
export function countryModuleSource(config: CountryConfig, shops: readonly ShopEntry[]): string {
  return moduleSource(withConstantsFilled(config), shops);
}

/** The same for islands' code: what src/islands/island-data.ts leaves them. */
function islandModuleSource(config: CountryConfig, shops: readonly ShopEntry[]): string {
  const island = islandStorefront({ country: withConstantsFilled(config), shops });
  return moduleSource(island.country, island.shops);
}

/**
 * The source of `virtual:storefront/shop-pages`: which shop and page a script runs in, a few
 * hundred bytes, for code that must not pull in the country's data and translations (the
 * real-user vitals, src/analytics/vitals/).
 */
export function shopPagesModuleSource(config: CountryConfig): string {
  return [
    `export const countryCode = ${JSON.stringify(config.code)};`,
    `export const basePath = ${JSON.stringify(shopBasePath(config.shop.url))};`,
    `export const pagePaths = ${JSON.stringify(pagesOf(config).map(({ path }) => path))};`,
    `export const notFoundPath = ${JSON.stringify(NOT_FOUND_PAGE.path)};`,
  ].join('\n');
}

/**
 * Provides `virtual:storefront/country`, `virtual:storefront/island`, `virtual:storefront/shop-pages`, `virtual:storefront/analytics` (the
 * country's analytics block alone) and `virtual:storefront/dayjs-locale`, and sets `<html lang>`.
 * Only the chosen country's data and locale are imported, so nothing of the other countries but
 * their shop entries reaches its bundle.
 */
export function countryPlugin(config: CountryConfig, shops: readonly ShopEntry[], texts: BuildTexts = {}): Plugin {
  let command: 'build' | 'serve' = 'build';
  return {
    name: 'storefront-country',
    configResolved: (resolved) => {
      command = resolved.command;
    },
    resolveId: (id) => (VIRTUAL_IDS.has(id) ? `\0${id}` : undefined),
    load: async (id) => {
      if (id === `\0${VIRTUAL_ID}`) return countryModuleSource(config, shops);
      if (id === `\0${ISLAND_VIRTUAL_ID}`) return islandModuleSource(config, shops);
      if (id === `\0${TRANSLATIONS_VIRTUAL_ID}`) return translationsModuleSource(config.locale, command, texts);
      if (id === `\0${SHOP_PAGES_VIRTUAL_ID}`) return shopPagesModuleSource(config);
      if (id === `\0${DAYJS_LOCALE_ID}`) return dayjsLocaleModuleSource(config.locale);
      if (id === `\0${ANALYTICS_VIRTUAL_ID}`) return `export const analytics = ${JSON.stringify(config.analytics)};`;
      return undefined;
    },
    transformIndexHtml: (html) => html.replace('<html lang="de-DE"', `<html lang="${config.locale}"`),
  };
}
