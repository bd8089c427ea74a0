import type { Plugin } from 'vite';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import { withConstantsFilled } from '../constants/fill-texts.ts';
import { localeEntry } from '../validation/locale-keys.ts';
import { paths } from '../paths.ts';

const VIRTUAL_ID = 'virtual:storefront/country';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** The module source that hands one country's validated data and its one locale to the app. */
export function countryModuleSource(config: CountryConfig): string {
  const dictionary = localeEntry(paths.locales, config.locale);
  return [
    `export const country = ${JSON.stringify(withConstantsFilled(config))};`,
    `export const locale = ${JSON.stringify(config.locale)};`,
    `export { default as translations } from ${JSON.stringify(dictionary)};`,
  ].join('\n');
}

/**
 * Provides `virtual:storefront/country` and sets `<html lang>`. Only the chosen country's data and
 * locale are imported, so nothing of the other countries reaches its bundle.
 */
export function countryPlugin(config: CountryConfig): Plugin {
  return {
    name: 'storefront-country',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? countryModuleSource(config) : undefined),
    transformIndexHtml: (html) => html.replace('<html lang="de-DE"', `<html lang="${config.locale}"`),
  };
}
