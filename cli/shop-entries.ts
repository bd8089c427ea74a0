import type { CountryConfig } from '../src/config/country.generated.ts';
import { shopEntryOf, type ShopEntry } from '../src/config/shop-entry.ts';
import { inCountryOrder } from '../validation/country-order.ts';
import { paths } from '../validation/paths.ts';
import { loadValidCountries } from './valid-countries.ts';

/** The shops of every country of a folder, in its order: what each bundle's switcher and hreflang alternates list. */
export function shopEntriesOf(countries: readonly CountryConfig[], folder = paths.countries): ShopEntry[] {
  return inCountryOrder(countries.map(shopEntryOf), folder);
}

/** Every shop of a countries folder, validated: a build of one country still names all the others. */
export async function loadShopEntries(folder = paths.countries): Promise<ShopEntry[]> {
  return shopEntriesOf(await loadValidCountries({ countries: folder }), folder);
}
