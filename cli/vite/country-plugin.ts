import type { Plugin } from 'vite';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import { withConstantsFilled } from '../../validation/constants/fill-texts.ts';
import type { ShopEntry } from '../../src/config/shop-entry.ts';
import { builtDictionary, type BuildTexts } from '../build/built-texts.ts';
import { dictionaryFromSource } from '../../validation/locale-dictionary.ts';
import { paths } from '../../validation/paths.ts';
import { islandStorefront } from '../../src/islands/island-data.ts';
import { shopBasePath } from '../../src/config/shop-address.ts';
import { NOT_FOUND_PAGE, pagesOf } from '../../src/pages/routes.ts';
import { DAYJS_LOCALE_ID, dayjsLocaleModuleSource } from './dayjs-locale.ts';

const VIRTUAL_ID = 'virtual:storefront/country';
const ISLAND_VIRTUAL_ID = 'virtual:storefront/island';
const TRANSLATIONS_VIRTUAL_ID = 'virtual:storefront/translations';
const SHOP_PAGES_VIRTUAL_ID = 'virtual:storefront/shop-pages';
const ANALYTICS_VIRTUAL_ID = 'virtual:storefront/analytics';
/** Every module this plugin provides, as Vite's module graph names them: the dev server drops them when the data changes. */
export const VIRTUAL_MODULE_IDS = [VIRTUAL_ID, ISLAND_VIRTUAL_ID, TRANSLATIONS_VIRTUAL_ID, SHOP_PAGES_VIRTUAL_ID, ANALYTICS_VIRTUAL_ID, DAYJS_LOCALE_ID].map((id) => `\0${id}`);
const VIRTUAL_IDS = new Set([VIRTUAL_ID, ISLAND_VIRTUAL_ID, TRANSLATIONS_VIRTUAL_ID, SHOP_PAGES_VIRTUAL_ID, ANALYTICS_VIRTUAL_ID, DAYJS_LOCALE_ID]);

/** A country's data and every country's shop: what a country's bundle is built from, and what the dev server swaps when a file changes. */
export interface ShopData {
  config: CountryConfig;
  /** Every country's shop, in order. */
  shops: readonly ShopEntry[];
}

/**
 * The source of `virtual:storefront/translations`, the country's one locale, which both the country's
 * and the islands' modules hand on: a build writes the texts in, with what the locale inherits
 * already merged (`extendLocale`), so that a bundle holds its own texts and none of the parent's
 * it overrides. The dev server reads them from the locale files' source each time, so that an
 * edit shows at once (an import would keep the first).
 */
export async function translationsModuleSource(locale: string, command: 'build' | 'serve', texts: BuildTexts = {}): Promise<string> {
  const dictionary = command === 'serve' ? dictionaryFromSource(paths.locales, locale) : await builtDictionary(locale, texts);
  return `export default ${JSON.stringify(dictionary)};`;
}

/** What `virtual:storefront/country` exports but its translations. */
export function countryModuleValues({ config, shops }: ShopData) {
  return { country: withConstantsFilled(config), locale: config.locale, shops };
}

function moduleSource({ country, locale, shops }: { country: CountryConfig; locale: string; shops: readonly ShopEntry[] }): string {
  return [
    `export const country = ${JSON.stringify(country)};`,
    `export const locale = ${JSON.stringify(locale)};`,
    `export { default as translations } from ${JSON.stringify(TRANSLATIONS_VIRTUAL_ID)};`,
    `export const shops = ${JSON.stringify(shops)};`,
  ].join('\n');
}

/** The module source that hands one country's validated data, its one locale and every country's shop to the app. */
export function countryModuleSource(config: CountryConfig, shops: readonly ShopEntry[]): string {
  return moduleSource(countryModuleValues({ config, shops }));
}

/** The same for islands' code: what src/islands/island-data.ts leaves them. */
function islandModuleSource(config: CountryConfig, shops: readonly ShopEntry[]): string {
  return moduleSource(islandStorefront(countryModuleValues({ config, shops })));
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
 * their shop entries reaches its bundle. `data` is read at each load: the dev server swaps it.
 */
export function countryPlugin(data: ShopData, texts: BuildTexts = {}): Plugin {
  let command: 'build' | 'serve' = 'build';
  return {
    name: 'storefront-country',
    configResolved: (resolved) => {
      command = resolved.command;
    },
    resolveId: (id) => (VIRTUAL_IDS.has(id) ? `\0${id}` : undefined),
    load: async (id) => {
      const { config, shops } = data;
      if (id === `\0${VIRTUAL_ID}`) return countryModuleSource(config, shops);
      if (id === `\0${ISLAND_VIRTUAL_ID}`) return islandModuleSource(config, shops);
      if (id === `\0${TRANSLATIONS_VIRTUAL_ID}`) return translationsModuleSource(config.locale, command, texts);
      if (id === `\0${SHOP_PAGES_VIRTUAL_ID}`) return shopPagesModuleSource(config);
      if (id === `\0${DAYJS_LOCALE_ID}`) return dayjsLocaleModuleSource(config.locale);
      if (id === `\0${ANALYTICS_VIRTUAL_ID}`) return `export const analytics = ${JSON.stringify(config.analytics)};`;
      return undefined;
    },
    transformIndexHtml: (html) => html.replace('<html lang="de-DE"', `<html lang="${data.config.locale}"`),
  };
}
