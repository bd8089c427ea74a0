import { dirname } from 'node:path';
import { resolveCountryFiles } from '../country-inputs.ts';
import { inCountryOrder } from '../../validation/country-order.ts';
import { paths } from '../../validation/paths.ts';
import { countryTexts } from '../translations/country-texts.ts';
import { statusReport } from '../translations/status-report.ts';
import { CountryResolver } from '../../validation/resolve-extends.ts';
import { hasTexts, unreadableTexts } from '../translations/readable-countries.ts';

export interface TranslationsStatusOptions {
  country?: string;
  countries: string;
}

/** `storefront translations status`: every country's translation state, and what is left, file by file. */
export function translationsStatusCommand(options: TranslationsStatusOptions): void {
  const files = resolveCountryFiles([options.countries], options.country);
  const resolver = new CountryResolver();
  const readable = files.filter((file) => hasTexts(resolver, file));
  for (const file of files.filter((candidate) => !readable.includes(candidate))) {
    console.error(unreadableTexts(file));
    process.exitCode = 1;
  }
  if (readable.length === 0) return;
  const all = readable.map((file) => countryTexts(file, paths.locales, resolver));
  console.log(statusReport(inCountryOrder(all, dirname(files[0]!))));
}
