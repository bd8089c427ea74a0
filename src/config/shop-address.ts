import type { CountryConfig } from './country.generated';

/** The country's public shop, e.g. https://www.shop.example.de/: its own shop entry. */
export function shopOrigin(country: CountryConfig): URL {
  return new URL(country.shop.url);
}

/**
 * The page at `path` (routes.ts) in the shop at `shopUrl`, resolved below the shop's address,
 * which may itself have a path (https://www.shop.example.ch/fr/).
 */
export function pageAddress(shopUrl: string, path: string): string {
  return new URL(`.${path}`, shopUrl).href;
}

/** The path a shop lives under: `/` for a shop at a host's root, `/fr/` for CH_FR beside CH on one host. */
export function shopBasePath(shopUrl: string): string {
  return new URL(shopUrl).pathname;
}

// The schema's relative link: one slash, then no second slash or backslash (which would name a host).
const SHOP_PATH = /^\/(?![/\\])/;

/**
 * A link of the shop (a route, a relative link from data, a file under public/) as an address
 * under the shop's base path: `/contact` is `/fr/contact` in CH_FR. https, mailto and tel links
 * stay as they are.
 */
export function underBasePath(basePath: string, link: string): string {
  return SHOP_PATH.test(link) ? `${basePath}${link.slice(1)}` : link;
}
