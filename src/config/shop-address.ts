import type { CountryConfig } from './country.generated';

/** The country's public shop, e.g. https://www.shop.example.de/: its own shop entry. */
export function shopOrigin(country: CountryConfig): URL {
  return new URL(country.shop.url);
}
