import { readFileSync, statSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { CliError, UsageError } from '../../validation/errors.ts';
import { displayPath, paths } from '../../validation/paths.ts';
import { planImport, type FileImport, type ImportedText } from '../translations/import-plan.ts';
import { readLocaleSource } from '../../validation/locale-source.ts';
import { reviewRecord } from '../translations/reviews.ts';
import { translatedFromRecord } from '../translations/translated-from.ts';
import { requireTextsReadable } from '../translations/readable-countries.ts';
import { resolveCountryFiles } from '../country-inputs.ts';
import { withDataTexts } from '../translations/write-country.ts';
import { unwrittenTexts, withLocaleTexts } from '../translations/write-locale.ts';
import { readXliff, type XliffProblem } from '../translations/xliff-read.ts';
import { countriesFolderOf, RefusedFile, type DataFolder } from '../../validation/data-folders.ts';
import { readDataText, writeDataFile } from '../../validation/file-bytes.ts';
import { localesFolder } from '../../validation/locale-keys.ts';
import { CountryResolver } from '../../validation/resolve-extends.ts';
import { escapeUnsafe } from '../../validation/shown.ts';

export interface TranslationsImportOptions {
  countries: string;
  /** The country the file must be for: a file made for another is refused. */
  country?: string;
}

/** Far more than every text of a country, translated with notes: anything larger is not an export of the kit. */
const MAX_BYTES = 5 * 1024 * 1024;

function readImport(file: string): Buffer {
  let size: number;
  try {
    const stat = statSync(file);
    if (stat.isDirectory()) throw new UsageError(`${escapeUnsafe(file)} is a folder; pass the XLIFF file the translation tool wrote`);
    size = stat.size;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`${escapeUnsafe(file)} does not exist; pass the XLIFF file the translation tool wrote`);
  }
  if (size > MAX_BYTES) throw new CliError(`${escapeUnsafe(file)} is ${size} bytes; an export of the kit is far smaller (at most ${MAX_BYTES}): is it the right file?`);
  // As bytes: a byte that is no UTF-8 is refused where it stands (xliff-read.ts), not read as U+FFFD.
  return readFileSync(file);
}

/** Enough to see what is wrong with a file; one of thousands of wrong units is as telling as all of them. */
const MAX_LISTED = 50;

function refused(file: string, problems: readonly XliffProblem[]): CliError {
  const lines = problems.slice(0, MAX_LISTED).map(({ line, column, message }) => `${escapeUnsafe(file)}:${line}:${column}: ${message}`);
  const unlisted = problems.length - MAX_LISTED;
  if (unlisted > 0) lines.push(`… and ${unlisted} more, not listed`);
  return new CliError(`${lines.join('\n')}\n\nnothing imported: ${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}. Fix them in the translation tool and export again.`);
}

/** The translations that change what a file says: a new text, or one the country so far inherits or shows in another language. A stale text confirmed as it was changes only the record. */
function changing({ texts }: FileImport) {
  return texts.filter(({ text, target }) => target !== text.shown || text.status === 'foreign' || text.status === 'missing');
}

/** The data folder a file of the import is read from and written back to. */
function folderOf(entry: FileImport): DataFolder {
  return entry.kind === 'data' ? countriesFolderOf(entry.file) : localesFolder(paths.locales);
}

/** The file's new source, each text read back before anything is written: one that does not read back as imported stops the whole import. */
function newSource(entry: FileImport, texts: readonly ImportedText[], resolver: CountryResolver): string {
  if (entry.kind === 'data') {
    const targets = texts.map(({ text, target }) => ({ pointer: text.pointer!, target, ...(text.own ? {} : { inheritedFrom: text.writtenIn }) }));
    return withDataTexts(readDataText(entry.file, folderOf(entry)), entry.file, resolver.resolve(entry.file).data, targets);
  }
  const source = readLocaleSource(paths.locales, basename(dirname(entry.file)));
  const targets = new Map(texts.map(({ text, target }) => [text.id, target]));
  const written = withLocaleTexts(source, targets);
  const unwritten = unwrittenTexts(source, written, targets);
  if (unwritten.length > 0) throw new CliError(`${displayPath(entry.file)}: could not write ${unwritten.join(', ')} as imported; nothing imported. Write these texts by hand.`);
  return written;
}

/**
 * Everything an import writes, each file of the kit it touches read (and so refused as a link) before
 * the first is written: a refusal here leaves every file as it was, and says so.
 */
function plannedImport(file: string, options: TranslationsImportOptions) {
  const read = readXliff(readImport(file));
  if (!read.document) throw refused(file, read.problems);
  const resolver = new CountryResolver();
  const countryFile = options.country === undefined ? undefined : requireTextsReadable(resolver, resolveCountryFiles([options.countries], options.country)[0]!);
  try {
    const { imports, problems, country } = planImport(read.document, { countries: resolve(options.countries), locales: paths.locales }, countryFile);
    if (problems.length > 0) {
      // Which country the file is for, as an import that goes through says first.
      if (country) console.log(`${escapeUnsafe(file)}: ${country.code}'s texts (${country.locale})`);
      throw refused(file, problems);
    }
    const sources = imports.map((entry) => {
      const texts = changing(entry);
      return { entry, writtenIds: new Set(texts.map(({ text }) => text.id)), written: newSource(entry, texts, resolver) };
    });
    const forWhom = country ? `${country.code}'s texts (${country.locale})` : `texts of ${read.document.trgLang}`;
    return { forWhom, sources, reviews: reviewRecord(), translatedFrom: translatedFromRecord() };
  } catch (error) {
    if (error instanceof RefusedFile) throw new CliError(`${error.message}\n\nnothing imported: every file of the kit is as it was.`);
    throw error;
  }
}

/** `storefront translations import FILE`: a translation tool's XLIFF 2.0 file written back into the locale and country files, all of it or nothing. */
export function translationsImportCommand(file: string, options: TranslationsImportOptions): void {
  const { forWhom, sources, reviews, translatedFrom } = plannedImport(file, options);
  // Which country the file writes into, before what it writes: a file made for another country is seen at once.
  console.log(`${escapeUnsafe(file)}: ${forWhom}`);
  for (const { entry, writtenIds, written } of sources) {
    writeDataFile(entry.file, folderOf(entry), written);
    const changed = writtenIds.size;
    for (const { text, target, state } of entry.texts) {
      reviews.set(entry.file, text.id, { source: text.source, target }, state);
      // The German this translation is of, now: a later change to it makes the translation stale. Only
      // for a text the import wrote or confirmed as current again: an unchanged text keeps its entry (or
      // none), and a text the country inherits is its ancestor's, not the country's, to record.
      if (!text.isOriginal && (writtenIds.has(text.id) || text.status === 'stale')) translatedFrom.set(entry.file, text.id, text.source);
    }
    const stale = entry.texts.filter(({ text }) => text.status === 'stale').length;
    const current = stale > 0 ? `; ${stale} stale ${stale === 1 ? 'text' : 'texts'} current again` : '';
    const unfinished = entry.unfinished > 0 ? `; ${entry.unfinished} not finished (state initial), left as they were` : '';
    console.log(`${displayPath(entry.file)}: ${changed} ${changed === 1 ? 'text' : 'texts'} written, ${entry.texts.length - changed} unchanged${current}${unfinished}`);
  }
  reviews.save();
  translatedFrom.save();
  console.log('next: storefront validate, then storefront translations status');
}
