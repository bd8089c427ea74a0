import type { CountryConfig } from './country.generated';

/** The country's public shop, e.g. https://www.shop.example.de/: its own entry in the country switcher. */
export function shopOrigin(country: CountryConfig): URL | undefined {
  const own = country.footer.international.find(({ code }) => code === country.code);
  return own ? new URL(own.href) : undefined;
}
