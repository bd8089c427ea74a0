import type { Plugin } from 'vite';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import { withConstantsFilled } from '../constants/fill-texts.ts';
import type { ShopEntry } from '../../src/config/shop-entry.ts';
import { localeEntry } from '../validation/locale-keys.ts';
import { paths } from '../paths.ts';
import { DAYJS_LOCALE_ID, dayjsLocaleModuleSource } from './dayjs-locale.ts';

const VIRTUAL_ID = 'virtual:storefront/country';
const VIRTUAL_IDS = new Set([VIRTUAL_ID, DAYJS_LOCALE_ID]);

/** The module source that hands one country's validated data, its one locale and every country's shop to the app. */
export function countryModuleSource(config: CountryConfig, shops: readonly ShopEntry[]): string {
  const dictionary = localeEntry(paths.locales, config.locale);
  return [
    `export const country = ${JSON.stringify(withConstantsFilled(config))};`,
    `export const locale = ${JSON.stringify(config.locale)};`,
    `export { default as translations } from ${JSON.stringify(dictionary)};`,
    `export const shops = ${JSON.stringify(shops)};`,
  ].join('\n');
}

/**
 * Provides `virtual:storefront/country` and `virtual:storefront/dayjs-locale`, and sets `<html lang>`.
 * Only the chosen country's data and locale are imported, so nothing of the other countries but
 * their shop entries reaches its bundle.
 */
export function countryPlugin(config: CountryConfig, shops: readonly ShopEntry[]): Plugin {
  return {
    name: 'storefront-country',
    resolveId: (id) => (VIRTUAL_IDS.has(id) ? `\0${id}` : undefined),
    load: (id) => {
      if (id === `\0${VIRTUAL_ID}`) return countryModuleSource(config, shops);
      if (id === `\0${DAYJS_LOCALE_ID}`) return dayjsLocaleModuleSource(config.locale);
      return undefined;
    },
    transformIndexHtml: (html) => html.replace('<html lang="de-DE"', `<html lang="${config.locale}"`),
  };
}
