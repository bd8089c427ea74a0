// The one country a bundle is built for, provided by the build (cli/vite/country-plugin.ts).
declare module 'virtual:storefront/country' {
  import type { CountryConfig } from './country.generated.ts';
  import type { ShopEntry } from './shop-entry.ts';
  import type { Locales, Translation } from '../../locales/i18n-types.ts';

  export const country: CountryConfig;
  export const locale: Locales;
  export const translations: Translation;
  /** Every country's shop, in the order of countries/order.txt. */
  export const shops: ShopEntry[];
}

// The same as islands get it (src/islands/island-data.ts): without the footer, and with no shop.
declare module 'virtual:storefront/island' {
  export * from 'virtual:storefront/country';
}

// The country's analytics block alone, for the script that starts them (src/pages/analytics.entry.ts).
declare module 'virtual:storefront/analytics' {
  import type { Analytics } from './country.generated.ts';

  export const analytics: Analytics;
}
