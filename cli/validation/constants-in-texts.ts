import { basename } from 'node:path';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import { constantRangeProblems } from './constant-ranges.ts';
import { constantsView, type ConstantsView } from './constants-view.ts';
import type { Diagnostic } from './diagnostic.ts';
import type { CountryUnderCheck } from './cross-file-rules.ts';
import { isMapping } from './merge-data.ts';
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
 * country's constants, since those are the ones it is filled with. They run beside the schema's
 * `problems`: every text is checked, and a rule whose constant the schema refuses waits for it.
 */
export function constantsInTextsProblems({ resolved }: CountryUnderCheck, problems: readonly SchemaProblem[]): ConstantsProblems {
  const constants = constantsView(resolved.data, problems);
  const root = resolved.source;
  const placed = resolved.chain.flatMap((source) => {
    const isUsed = (pointer: string) => resolved.origins.get(pointer)?.source === source;
    const inherited = source === root ? '' : ` (inherited by ${basename(root.file)})`;
    return placeholderProblems(source, constants, isUsed).map((diagnostic) => ({
      problem: { pointer: diagnostic.path, at: 'value' as const, message: diagnostic.message },
      diagnostic: { ...diagnostic, message: `${diagnostic.message}${inherited}` },
    }));
  });
  const vatProblem = vatNoteIsCheckable(constants) ? vatNoteProblem(resolved.data as CountryConfig) : undefined;
  // A value the schema accepts has the shape the generated types give it.
  const ranges = constantRangeProblems({
    dispatch: constants.trusted('/business/dispatch') as CountryConfig['business']['dispatch'],
    customerService: constants.trusted('/business/customerService') as CountryConfig['business']['customerService'],
  });
  return { byPointer: [...(vatProblem ? [vatProblem] : []), ...ranges], placed };
}

/** The VAT rule reads the flag and whether the sales-tax mapping holds a note. */
function vatNoteIsCheckable(constants: ConstantsView): boolean {
  return typeof constants.trusted('/business/statesVatIncluded') === 'boolean' && isMapping(constants.valueAt('/footer/salesTax')) && !constants.isRefused('/footer/salesTax/vatNote');
}
