import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The country files of a folder: every `*.yaml` in it, sorted by name. */
export function countryFilesIn(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => join(folder, name));
}
