import { initFormatters } from '../../locales/formatters';
import type { Locales, Translation } from '../../locales/i18n-types';
import { isLocale, loadedFormatters, loadedLocales, locales } from '../../locales/i18n-util';

/** A locale tag that has a dictionary under locales/. */
export type SupportedLocale = Locales;

/** One locale's complete dictionary: the default export of locales/<locale>/index.ts. */
export type Dictionary = Translation;

/**
 * Makes one locale's dictionary available to the generated React adapter.
 * Registering by hand, instead of importing i18n-util.sync, keeps every other locale out of the bundle.
 */
export function registerLocale(locale: string, dictionary: Dictionary): SupportedLocale {
  if (!isLocale(locale)) {
    throw new Error(`No translations for locale "${locale}": expected one of ${locales.join(', ')}`);
  }
  loadedLocales[locale] = dictionary;
  loadedFormatters[locale] = initFormatters(locale);
  return locale;
}
