import { posix } from 'node:path';
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

/** BCP 47 tags are case-insensitive: pl-pl and PL-pl are pl-PL. */
export function sameLocale(tag: string | undefined, locale: string): boolean {
  return tag !== undefined && tag.toLowerCase() === locale.toLowerCase();
}

/** Whether a file's original names a kit file (as projectPath names it): ./countries/pl.yaml and countries/../countries/pl.yaml are countries/pl.yaml. */
export function sameOriginal(original: string | undefined, path: string): boolean {
  return original !== undefined && posix.normalize(original) === path;
}

/** The country a file is for: the one whose country file it names, else the one country that speaks its target language. */
export function countryOfDocument(document: XliffDocument, countries: readonly ImportCountry[]): ImportCountry | undefined {
  const named = countries.find((country) => document.files.some((file) => sameOriginal(file.original, country.originals[0]!)));
  const speaking = countries.filter((country) => sameLocale(document.trgLang, country.locale));
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
  const fitsCountry = (country: ImportCountry) =>
    sameLocale(document.trgLang, country.locale) && document.files.every((file) => country.originals.some((original) => sameOriginal(file.original, original)));
  if (fitsCountry(wanted)) return undefined;
  const exportHint = `for ${wanted.code}'s texts, export a file for ${wanted.code}: storefront translations export --country ${wanted.code}`;
  // A file wholly another country's: import it as that country's.
  if (forCountry && forCountry !== wanted && fitsCountry(forCountry)) {
    return `is a file for ${forCountry.code} (${forCountry.locale}: ${ownWords(document)}), not for ${wanted.code} (${wanted.locale}); if it is ${forCountry.code}'s, import it with --country ${forCountry.code}; ${exportHint}`;
  }
  // Otherwise what of it is not the wanted country's, in the file's own words: a file may contradict itself.
  const reasons: string[] = [];
  if (!sameLocale(document.trgLang, wanted.locale)) reasons.push(`trgLang=${shown(document.trgLang ?? '')} is not ${wanted.code}'s language ${wanted.locale}`);
  for (const file of document.files) {
    if (!wanted.originals.some((original) => sameOriginal(file.original, original))) reasons.push(`<file original=${shown(file.original ?? '')}> is none of ${wanted.code}'s files (${wanted.originals.join(', ')})`);
  }
  return `is not a file for ${wanted.code} (${wanted.locale}): ${reasons.join('; ')}; ${exportHint}`;
}
