import { loadValidCountryFiles } from '../valid-countries.ts';
import { countryYaml } from '../../validation/country-yaml.ts';
import type { CountryFile } from '../../validation/validate-countries.ts';

export interface ShowOptions {
  country: string;
  origin?: boolean;
  countries: string;
}

/** Prints one country's resolved data; invalid data stops with the validator's report, as build does. */
export async function showCommand(options: ShowOptions): Promise<void> {
  // --country picks one file, and valid data yields its one country.
  const [{ config, origins }] = (await loadValidCountryFiles(options)) as [CountryFile];
  process.stdout.write(countryYaml(config, options.origin ? origins : undefined));
}
