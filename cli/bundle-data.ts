import type { CountryConfig } from '../src/config/country.generated.ts';
import { withConstantsFilled } from './constants/fill-texts.ts';
import { CountryResolver } from './validation/resolve-extends.ts';

/**
 * A country file's data as its bundle gets it: with what it inherits and the constants filled
 * into its texts. For tests and tools that read the shipped, valid files; it does not validate.
 */
export function bundleDataOf(file: string): CountryConfig {
  const { data, source, extendsProblems } = new CountryResolver().resolve(file);
  if (data === undefined) throw new Error(`${source.file} cannot be read: ${[...source.readProblems, ...extendsProblems].map(({ message }) => message).join('; ')}`);
  return withConstantsFilled(data as CountryConfig);
}
