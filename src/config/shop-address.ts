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
