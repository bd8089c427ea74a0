import { countryFilesIn } from '../../validation/country-files.ts';
import { localeEntry } from '../../validation/locale-keys.ts';
import type { CountryResolver } from '../../validation/resolve-extends.ts';
import { shown } from '../../validation/shown.ts';
import { hasTexts } from './readable-countries.ts';
import { projectPath } from './record-file.ts';
import type { XliffDocument } from './xliff-read.ts';

/** A country as an imported file may name it: its code, its locale, and the kit files (as projectPath names them) its translations go into. */
export interface ImportCountry {
  file: string;
  code: string;
  locale: string;
  originals: string[];
}

/** Every country of the folder whose texts can be told. */
export function importCountries(dirs: { countries: string; locales: string }, resolver: CountryResolver): ImportCountry[] {
  return countryFilesIn(dirs.countries)
    .filter((file) => hasTexts(resolver, file))
    .map((file) => {
      const { code, locale } = resolver.resolve(file).data as { code: string; locale: string };
      return { file, code, locale, originals: [projectPath(file), projectPath(localeEntry(dirs.locales, locale))] };
    });
}

/** The country a file is for: the one whose country file it names, else the one country that speaks its target language. */
export function countryOfDocument(document: XliffDocument, countries: readonly ImportCountry[]): ImportCountry | undefined {
  const named = countries.find((country) => document.files.some((file) => file.original === country.originals[0]));
  const speaking = countries.filter((country) => country.locale === document.trgLang);
  return named ?? (speaking.length === 1 ? speaking[0] : undefined);
}

/** What a file says it is for, in its own words: `trgLang="pl-PL", <file original="countries/pl.yaml">`. */
function ownWords(document: XliffDocument): string {
  return [`trgLang=${shown(document.trgLang ?? '')}`, ...document.files.map((file) => `<file original=${shown(file.original ?? '')}>`)].join(', ');
}

/**
 * Why a file is not for the country `--country` names, or nothing when it is: a file made for one
 * country and filled with another's texts would otherwise rewrite the first country without a word.
 */
export function countryMismatch(document: XliffDocument, wanted: ImportCountry, forCountry: ImportCountry | undefined): string | undefined {
  const fits = document.trgLang === wanted.locale && document.files.every((file) => wanted.originals.includes(file.original ?? ''));
  if (fits) return undefined;
  const isFor = forCountry ? `${forCountry.code} (${forCountry.locale}: ${ownWords(document)})` : `another country (${ownWords(document)})`;
  const ifTheirs = forCountry ? `if it is ${forCountry.code}'s, import it with --country ${forCountry.code}; ` : '';
  return `is a file for ${isFor}, not for ${wanted.code} (${wanted.locale}); ${ifTheirs}for ${wanted.code}'s texts, export a file for ${wanted.code}: storefront translations export --country ${wanted.code}`;
}
