import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { displayPath } from '../paths.ts';
import type { Diagnostic } from './diagnostic.ts';

/** The country files of a folder: every `*.yaml` in it, sorted by name. */
export function countryFilesIn(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => join(folder, name));
}

/** YAML's other file ending, which editors and people use too. */
const YML = /\.yml$/i;

/**
 * The `*.yml` files beside the given country files, each an error: one ending, so that
 * `--country NL`, `extends: nl` and the file-name rule mean one file, yet a country manager's
 * nl.yml is not skipped without a word. Other files (README.md, order.txt) are no country's.
 */
export function misnamedCountryFiles(files: readonly string[]): Diagnostic[] {
  return [...new Set(files.map((file) => dirname(file)))].flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => YML.test(name))
      .sort()
      .map((name) => ({ file: displayPath(join(folder, name)), line: 1, column: 1, path: '', message: `country files end in .yaml; rename ${name} to ${name.replace(YML, '.yaml')}` })),
  );
}
