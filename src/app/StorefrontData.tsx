import type { ReactNode } from 'react';
import { CountryProvider } from '../config/CountryContext';
import type { CountryConfig, Locale } from '../config/country.generated';
import type { ShopEntry } from '../config/shop-entry';
import { ShopsProvider } from '../config/ShopsContext';
import { I18nProvider } from '../i18n/I18nProvider';
import type { Dictionary } from '../i18n/register-locale';

/** A bundle's country, locale, translations and shops: what every page and island renders with. */
export interface Storefront {
  /** The country the page renders. */
  country: CountryConfig;
  /** Locale of `translations`, normally `country.locale`. */
  locale: Locale;
  /** The one locale dictionary the bundle carries. */
  translations: Dictionary;
  /** Every country's shop, in order, for the country switcher and the hreflang alternates. */
  shops: readonly ShopEntry[];
}

/** The country's data, every country's shop and the translations, for what `children` render. */
export function StorefrontData({ country, locale, translations, shops, children }: Storefront & { children: ReactNode }) {
  return (
    <CountryProvider country={country}>
      <ShopsProvider shops={shops}>
        <I18nProvider locale={locale} translations={translations}>
          {children}
        </I18nProvider>
      </ShopsProvider>
    </CountryProvider>
  );
}
