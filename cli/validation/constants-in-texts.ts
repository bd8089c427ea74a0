import { basename } from 'node:path';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import { constantRangeProblems } from './constant-ranges.ts';
import type { Diagnostic } from './diagnostic.ts';
import type { CountryUnderCheck } from './cross-file-rules.ts';
import { placeholderProblems } from './placeholders.ts';
import type { SchemaProblem } from './schema-errors.ts';
import { vatNoteProblem } from './vat-note.ts';

export interface ConstantsProblems {
  /** Problems located by pointer, as the schema's are. */
  byPointer: SchemaProblem[];
  /** Placeholder problems, each at its "{" in the file that writes the text; a problem has the message without the inheriting file. */
  placed: { problem: SchemaProblem; diagnostic: Diagnostic }[];
}

/**
 * The rules between a country's §9 constants and its texts: placeholders name constants it sets,
 * the VAT note follows its flag, and ranges run forwards. An inherited text is checked against the inheriting
 * country's constants, since those are the ones it is filled with.
 */
export function constantsInTextsProblems({ resolved }: CountryUnderCheck): ConstantsProblems {
  const country = resolved.data as CountryConfig;
  const root = resolved.source;
  const placed = resolved.chain.flatMap((source) => {
    const isUsed = (pointer: string) => resolved.origins.get(pointer)?.source === source;
    const inherited = source === root ? '' : ` (inherited by ${basename(root.file)})`;
    return placeholderProblems(source, country, isUsed).map((diagnostic) => ({
      problem: { pointer: diagnostic.path, at: 'value' as const, message: diagnostic.message },
      diagnostic: { ...diagnostic, message: `${diagnostic.message}${inherited}` },
    }));
  });
  const vatProblem = vatNoteProblem(country);
  return { byPointer: [...(vatProblem ? [vatProblem] : []), ...constantRangeProblems(country)], placed };
}
