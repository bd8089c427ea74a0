import { existsSync, statSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { UsageError } from './errors.ts';
import { paths } from './paths.ts';
import { countryFilesIn } from './validation/validate-countries.ts';

/** The country files named on the command line: files as given, folders expanded, optionally one country's only. */
export function resolveCountryFiles(inputs: readonly string[], country?: string): string[] {
  const targets = inputs.length > 0 ? inputs.map((input) => resolve(input)) : [paths.countries];
  const files = targets.flatMap((target) => {
    if (!existsSync(target)) throw new UsageError(`${target} does not exist; pass a country file or a folder of them`);
    return statSync(target).isDirectory() ? countryFilesIn(target) : [target];
  });
  if (!country) return files;
  const wanted = `${country.toLowerCase()}.yaml`;
  const matching = files.filter((file) => basename(file) === wanted);
  if (matching.length === 0) throw new UsageError(`no country file ${wanted} for --country ${country}`);
  return matching;
}
