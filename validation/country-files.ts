import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { displayPath } from './paths.ts';
import type { Diagnostic } from './diagnostic.ts';
import { escapeUnsafe } from './shown.ts';

/** A name a person meant as a country file: a YAML ending in any case, spaces around it allowed. */
const YAML_ENDING = /\.ya?ml$/i;

function looksLikeCountryFile(name: string): boolean {
  return YAML_ENDING.test(name.trim());
}

/** The one name a country file may have: its code in lower case and `.yaml`, as `--country` and `extends` look it up. */
function conventionalName(name: string): string {
  return `${name.trim().replace(YAML_ENDING, '').toLowerCase()}.yaml`;
}

/** Whether a file name is a country file's: `<code>.yaml`, the code in lower case. */
export function isCountryFileName(name: string): boolean {
  return looksLikeCountryFile(name) && name === conventionalName(name);
}

/** The country files of a folder: every `<code>.yaml` in it, sorted by name. */
export function countryFilesIn(folder: string): string[] {
  return readdirSync(folder)
    .filter(isCountryFileName)
    .sort()
    .map((name) => join(folder, name));
}

/** Why a name that looks like a country file's is not one. */
function namingMistakes(name: string): string[] {
  const stem = name.trim().replace(YAML_ENDING, '');
  return [
    ...(name !== name.trim() ? ['a country file name has no spaces around it'] : []),
    ...(!name.trim().endsWith('.yaml') ? ['country files end in .yaml'] : []),
    ...(stem !== stem.toLowerCase() ? ['country file names are lower case'] : []),
  ];
}

/** A file name as the message shows it: quoted when spaces around it would not show. */
function shownName(name: string): string {
  return name === name.trim() ? escapeUnsafe(name) : JSON.stringify(escapeUnsafe(name));
}

/**
 * The files beside the given country files whose name looks like a country file's but is not
 * exactly `<code>.yaml` (nl.yml, lu.YAML, LU.yaml, "lu.yaml "), each an error with the rename to
 * make: one name, so that `--country NL`, `extends: nl` and the file-name rule mean one file, yet a
 * country manager's file is not skipped without a word. Other files (README.md, order.txt) are no country's.
 */
export function misnamedCountryFiles(files: readonly string[]): Diagnostic[] {
  return [...new Set(files.map((file) => dirname(file)))].flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => looksLikeCountryFile(name) && name !== conventionalName(name))
      .sort()
      .map((name) => ({
        file: displayPath(join(folder, name)),
        line: 1,
        column: 1,
        path: '',
        message: `${namingMistakes(name).join(', and ')}; rename ${shownName(name)} to ${shownName(conventionalName(name))}`,
      })),
  );
}
