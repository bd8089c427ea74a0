import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { CountryProvider } from '../config/CountryContext';
import type { CountryConfig, Locale } from '../config/country.generated';
import type { ShopEntry } from '../config/shop-entry';
import { ShopsProvider } from '../config/ShopsContext';
import { I18nProvider } from '../i18n/I18nProvider';
import type { Dictionary } from '../i18n/register-locale';
import './mantine-styles';
import { cssVariablesResolver, theme } from './theme';

export interface StorefrontProvidersProps {
  /** The country the page renders. */
  country: CountryConfig;
  /** Locale of `translations`, normally `country.locale`. */
  locale: Locale;
  /** The one locale dictionary the bundle carries. */
  translations: Dictionary;
  /** Every country's shop, in order, for the country switcher and the hreflang alternates. */
  shops: readonly ShopEntry[];
  /**
   * Around an island of a page (src/islands) rather than the whole page: the page already has
   * Mantine's CSS variables and global classes, and an island's HTML must not repeat them. @default false
   */
  island?: boolean;
  children: ReactNode;
}

/** A bundle's country, locale, translations and shops: what every page and island renders with. */
export type Storefront = Omit<StorefrontProvidersProps, 'children' | 'island'>;

/** Everything a page needs around it: theme and styles, the country's data, every country's shop and its translations. */
export function StorefrontProviders({ country, locale, translations, shops, island = false, children }: StorefrontProvidersProps) {
  return (
    // Forced light: the palette is checked for contrast in the light scheme only.
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light" withCssVariables={!island} withGlobalClasses={!island}>
      <CountryProvider country={country}>
        <ShopsProvider shops={shops}>
          <I18nProvider locale={locale} translations={translations}>
            {children}
          </I18nProvider>
        </ShopsProvider>
      </CountryProvider>
    </MantineProvider>
  );
}
