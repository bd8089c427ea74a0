import { existsSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { UsageError } from '../../validation/errors.ts';
import { escapeUnsafe } from '../../validation/shown.ts';
import { resolveCountryFiles } from '../country-inputs.ts';
import { paths } from '../../validation/paths.ts';
import { countryTexts } from '../translations/country-texts.ts';
import { requireTextsReadable } from '../translations/readable-countries.ts';
import { textsLeft } from '../translations/status-report.ts';
import { CountryResolver } from '../../validation/resolve-extends.ts';
import { reviewRecord } from '../translations/reviews.ts';
import { xliffOf } from '../translations/xliff-export.ts';

export interface TranslationsExportOptions {
  country: string;
  countries: string;
  out?: string;
  untranslated?: boolean;
}

/**
 * The file --out names, when it can be written: a folder that does not exist is refused rather than
 * made, as a mistyped path would otherwise leave the export where nobody looks for it.
 */
function checkedOut(out: string): string {
  if (existsSync(out) && statSync(out).isDirectory()) throw new UsageError(`--out ${escapeUnsafe(out)} is a folder; name the file to write, e.g. ${escapeUnsafe(out.replace(/[\\/]+$/, ''))}/texts.xlf`);
  const folder = dirname(out);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) throw new UsageError(`--out ${escapeUnsafe(out)}: the folder ${escapeUnsafe(folder)} does not exist; create it first, or name a file in a folder that does`);
  return out;
}

/** `storefront translations export`: a country's texts as one XLIFF 2.0 file, for a translation tool. */
export function translationsExportCommand(options: TranslationsExportOptions): void {
  const [file] = resolveCountryFiles([options.countries], options.country);
  const resolver = new CountryResolver();
  const country = countryTexts(requireTextsReadable(resolver, file!), paths.locales, resolver);
  const texts = options.untranslated ? textsLeft(country) : country.texts;
  const reviews = reviewRecord();
  const xliff = xliffOf(country, texts, (text) => reviews.stateOf(country.files[text.kind], text.id, { source: text.source, target: text.target! }) ?? 'translated');
  if (xliff === undefined) {
    console.error(`${country.code} (${country.locale}): nothing left to translate; nothing written`);
    return;
  }
  if (!options.out) {
    process.stdout.write(xliff);
    return;
  }
  writeFileSync(checkedOut(options.out), xliff);
  console.error(`wrote ${options.out}: ${country.code} (${country.locale}), ${texts.length} texts`);
}
