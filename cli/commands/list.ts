import { inCountryOrder } from '../../validation/country-order.ts';
import { loadValidCountries, type CountrySelection } from '../valid-countries.ts';
import { formatTable } from '../text-table.ts';

export async function listCommand(options: CountrySelection): Promise<void> {
  const countries = inCountryOrder(await loadValidCountries(options), options.countries);
  const rows = countries.map((config) => [config.code, config.displayName, config.locale, config.currency, String(config.legalAge)]);
  console.log(formatTable(['code', 'name', 'locale', 'currency', 'legal age'], rows));
}
