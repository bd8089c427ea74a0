import type { CountryConfig, Locale } from './country.generated';

/** One country's shop as the switcher and the hreflang alternates of every country name it. */
export interface ShopEntry {
  code: string;
  url: string;
  flag: string;
  /** The shop's name in its own language. */
  label: string;
  /** The country's locale: the switcher link's lang and the alternate's hreflang. */
  locale: Locale;
}

/** The switcher and hreflang entry a country's own data gives its shop. */
export function shopEntryOf(country: CountryConfig): ShopEntry {
  return { code: country.code, url: country.shop.url, flag: country.shop.flag, label: country.shop.label, locale: country.locale };
}
