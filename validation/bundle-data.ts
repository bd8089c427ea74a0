import type { CountryConfig } from '../src/config/country.generated.ts';
import { withConstantsFilled } from './constants/fill-texts.ts';
import { countryFilesIn } from './country-files.ts';
import { CountryResolver } from './resolve-extends.ts';

/**
 * Reads country files as their bundles get them: with what they inherit and the constants filled
 * into their texts. One reader reads and parses a parent once however many of its files inherit
 * from it; it does not see a file that changes after it was read. For tests and tools that read
 * the shipped, valid files; it does not validate.
 */
export function bundleDataReader(): (file: string) => CountryConfig {
  const resolver = new CountryResolver();
  return (file) => {
    const { data, source, extendsProblems } = resolver.resolve(file);
    if (data === undefined) throw new Error(`${source.file} cannot be read: ${[...source.readProblems, ...extendsProblems].map(({ message }) => message).join('; ')}`);
    return withConstantsFilled(data as CountryConfig);
  };
}

/** One country file's bundle data. */
export function bundleDataOf(file: string): CountryConfig {
  return bundleDataReader()(file);
}

/** The bundle data of every country file of a folder, in file-name order. */
export function bundleDataOfFolder(folder: string): CountryConfig[] {
  return countryFilesIn(folder).map(bundleDataReader());
}
