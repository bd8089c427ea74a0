import type { Plugin } from 'vite';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import { withConstantsFilled } from '../constants/fill-texts.ts';
import { shopBasePath } from '../../src/config/shop-address.ts';
import type { ShopEntry } from '../../src/config/shop-entry.ts';
import { localeEntry } from '../validation/locale-keys.ts';
import { paths } from '../paths.ts';
import { islandStorefront } from '../../src/islands/island-data.ts';
import { DAYJS_LOCALE_ID, dayjsLocaleModuleSource } from './dayjs-locale.ts';

const VIRTUAL_ID = 'virtual:storefront/country';
const ISLAND_VIRTUAL_ID = 'virtual:storefront/island';
const ANALYTICS_VIRTUAL_ID = 'virtual:storefront/analytics';
const VIRTUAL_IDS = new Set([VIRTUAL_ID, ISLAND_VIRTUAL_ID, ANALYTICS_VIRTUAL_ID, DAYJS_LOCALE_ID]);

function moduleSource(country: CountryConfig, shops: readonly ShopEntry[]): string {
  const dictionary = localeEntry(paths.locales, country.locale);
  return [
    `export const country = ${JSON.stringify(country)};`,
    `export const locale = ${JSON.stringify(country.locale)};`,
    `export { default as translations } from ${JSON.stringify(dictionary)};`,
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
 * Provides `virtual:storefront/country`, `virtual:storefront/island`, `virtual:storefront/analytics` and `virtual:storefront/dayjs-locale`, and sets `<html lang>`.
 * Only the chosen country's data and locale are imported, so nothing of the other countries but
 * their shop entries reaches its bundle.
 */
export function countryPlugin(config: CountryConfig, shops: readonly ShopEntry[]): Plugin {
  return {
    name: 'storefront-country',
    resolveId: (id) => (VIRTUAL_IDS.has(id) ? `\0${id}` : undefined),
    load: (id) => {
      if (id === `\0${VIRTUAL_ID}`) return countryModuleSource(config, shops);
      if (id === `\0${ISLAND_VIRTUAL_ID}`) return islandModuleSource(config, shops);
      if (id === `\0${DAYJS_LOCALE_ID}`) return dayjsLocaleModuleSource(config.locale);
      if (id === `\0${ANALYTICS_VIRTUAL_ID}`) return `export const analytics = ${JSON.stringify(config.analytics)};\nexport const basePath = ${JSON.stringify(shopBasePath(config.shop.url))};`;
      return undefined;
    },
    transformIndexHtml: (html) => html.replace('<html lang="de-DE"', `<html lang="${config.locale}"`),
  };
}
