import { addressedPagesOf } from '../pages/routes.ts';
import type { CountryConfig, Locale } from './country.generated';
import { pageAddress } from './shop-address';

/** One country's shop as the switcher and the hreflang alternates of every country name it. */
export interface ShopEntry {
  code: string;
  url: string;
  flag: string;
  /** The shop's name in its own language. */
  label: string;
  /** The country's locale: the switcher link's lang and the alternate's hreflang. */
  locale: Locale;
  /** The paths of the pages the shop has (some are country-specific): where the switcher and the alternates may lead. */
  paths: readonly string[];
}

/** The switcher and hreflang entry a country's own data gives its shop. */
export function shopEntryOf(country: CountryConfig): ShopEntry {
  const { code, shop, locale } = country;
  return { code, url: shop.url, flag: shop.flag, label: shop.label, locale, paths: addressedPagesOf(country).map(({ path }) => path) };
}

export function hasPage(shop: ShopEntry, path: string): boolean {
  return shop.paths.includes(path);
}

/** The page at `path` in the shop, or the shop's home page when it has no such page. */
export function pageAddressIn(shop: ShopEntry, path: string): string {
  return hasPage(shop, path) ? pageAddress(shop.url, path) : shop.url;
}
