import { existsSync, statSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { CliError, UsageError } from '../validation/errors.ts';
import { paths } from '../validation/paths.ts';
import { escapeUnsafe } from '../validation/shown.ts';
import { countryFilesIn } from '../validation/validate-countries.ts';

function filesOfFolder(folder: string): string[] {
  let files: string[];
  try {
    files = countryFilesIn(folder);
  } catch (error) {
    throw new CliError(`cannot read ${escapeUnsafe(folder)}: ${(error as NodeJS.ErrnoException).code === 'EACCES' ? 'permission denied' : (error as Error).message}`);
  }
  if (files.length === 0) throw new UsageError(`no country files (*.yaml) in ${escapeUnsafe(folder)}; pass a folder holding files such as de.yaml`);
  return files;
}

/** The country files named on the command line: files as given, folders expanded, each once, optionally one country's only. */
export function resolveCountryFiles(inputs: readonly string[], country?: string): string[] {
  if (inputs.some((input) => input.trim() === '')) throw new UsageError('an empty path was given; pass a country file or a folder of them');
  if (country !== undefined && country.trim() === '') throw new UsageError('--country needs a country code, e.g. --country TR');
  const targets = inputs.length > 0 ? inputs.map((input) => resolve(input)) : [paths.countries];
  const files = targets.flatMap((target) => {
    if (!existsSync(target)) throw new UsageError(`${escapeUnsafe(target)} does not exist; pass a country file or a folder of them`);
    return statSync(target).isDirectory() ? filesOfFolder(target) : [target];
  });
  const unique = [...new Set(files)];
  if (!country) return unique;
  const wanted = `${country.toLowerCase()}.yaml`;
  const matching = unique.filter((file) => basename(file) === wanted);
  if (matching.length === 0) throw new UsageError(`no country file ${escapeUnsafe(wanted)} for --country ${escapeUnsafe(country)}`);
  return matching;
}
