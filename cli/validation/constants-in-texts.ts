import type { CountryConfig } from '../../src/config/country.generated.ts';
import { diagnosticAt } from './check-yaml.ts';
import type { Diagnostic } from './diagnostic.ts';
import { placeholderProblems } from './placeholders.ts';
import { vatNoteProblem } from './vat-note.ts';
import type { YamlSource } from './yaml-source.ts';

/** The rules between a country's §9 constants and its texts: placeholders name constants it sets, and the VAT note follows its flag. */
export function constantsInTextsProblems(source: YamlSource, country: CountryConfig): Diagnostic[] {
  const vatProblem = vatNoteProblem(country);
  return [...placeholderProblems(source, country), ...(vatProblem ? [diagnosticAt(source, vatProblem)] : [])];
}
