import { addressedPagesOf } from '../pages/routes.ts';
import type { CountryConfig, Locale } from './country.generated';
import { DEFAULT_COUNTRY } from './default-country';
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

/**
 * The shop search engines send visitors whose language no shop matches (x-default) to, for the
 * page at `path`: the default country's shop where it has the page, else the first shop in
 * country order that has it; none when no shop has it.
 */
export function xDefaultShop(shops: readonly ShopEntry[], path: string): ShopEntry | undefined {
  const withPage = shops.filter((shop) => hasPage(shop, path));
  return withPage.find(({ code }) => code === DEFAULT_COUNTRY) ?? withPage[0];
}

/** One hreflang alternate of a page: a locale, or x-default, and the page's address there. */
export interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * The hreflang alternates of the page at `path`: the page in every shop that has it, in country
 * order, then x-default. A shop without the page is left out rather than named by its home page,
 * which is no alternate of this one. The pages' head and the sitemaps both list these, so every
 * shop's copy of the page names the same set and the alternates are reciprocal.
 */
export function alternatesOf(shops: readonly ShopEntry[], path: string): Alternate[] {
  const fallback = xDefaultShop(shops, path);
  const withPage = shops.filter((shop) => hasPage(shop, path)).map((shop) => ({ hreflang: shop.locale, href: pageAddressIn(shop, path) }));
  return fallback ? [...withPage, { hreflang: 'x-default', href: pageAddressIn(fallback, path) }] : withPage;
}
