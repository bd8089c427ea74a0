import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { CliError } from '../../validation/errors.ts';
import { projectRoot } from '../../validation/paths.ts';
import { linkProblem, RefusedFile, type DataFolder } from '../../validation/data-folders.ts';
import { readDataText, writeDataFile } from '../../validation/file-bytes.ts';

/** translations/: the kit's records of its translations, which imports read and write back. */
const TRANSLATIONS_DIR = join(projectRoot, 'translations');
const TRANSLATIONS: DataFolder = { path: TRANSLATIONS_DIR, instead: 'keep the record as a file of its own, as git checks it out' };

/** Far more than an entry for every text of every country, a few dozen bytes each. */
const MAX_RECORD_BYTES = 4 * 1024 * 1024;

/** What a record says of each text, by the kit file it is written in (as projectPath names it) and its id. */
export type TextRecord = Record<string, Record<string, string>>;

/** A file as XLIFF's `original` and the records name it: from the kit's folder, with forward slashes, whatever the working directory. */
export function projectPath(absolutePath: string): string {
  return relative(projectRoot, absolutePath).split(sep).join('/');
}

/** The path of a record of translations/, by its file name. */
export function recordPath(name: string): string {
  return join(TRANSLATIONS_DIR, name);
}

export function readRecord(path: string): TextRecord {
  // Where the record would be written, a link is refused before it exists, so an import stops before writing anything.
  const link = linkProblem(path, TRANSLATIONS);
  if (link) throw new RefusedFile(path, link);
  if (!existsSync(path)) return {};
  const text = readDataText(path, TRANSLATIONS, MAX_RECORD_BYTES);
  try {
    return JSON.parse(text) as TextRecord;
  } catch (error) {
    throw new CliError(`cannot read ${projectPath(path)}: ${(error as Error).message}; restore it from version control`);
  }
}

export function writeRecord(path: string, record: TextRecord): void {
  // Sorted, one text a line: two translators' imports merge in git without a conflict.
  const sorted = Object.fromEntries(
    Object.keys(record)
      .sort()
      .filter((file) => Object.keys(record[file]!).length > 0)
      .map((file) => [file, Object.fromEntries(Object.entries(record[file]!).sort(([a], [b]) => a.localeCompare(b)))]),
  );
  mkdirSync(dirname(path), { recursive: true });
  writeDataFile(path, TRANSLATIONS, `${JSON.stringify(sorted, null, 2)}\n`);
}

/** Sets or (with undefined) removes one text's entry; whether that changed the record. */
export function setEntry(record: TextRecord, path: string, id: string, entry: string | undefined): boolean {
  const ofFile = (record[path] ??= {});
  if (ofFile[id] === entry) return false;
  if (entry === undefined) delete ofFile[id];
  else ofFile[id] = entry;
  return true;
}
