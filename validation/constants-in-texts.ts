import { basename } from 'node:path';
import type { CountryConfig } from '../src/config/country.generated.ts';
import { constantRangeProblems } from './constant-ranges.ts';
import { constantsView, type ConstantsView } from './constants-view.ts';
import type { Diagnostic } from './diagnostic.ts';
import type { CountryUnderCheck } from './cross-file-context.ts';
import { isMapping } from './merge-data.ts';
import { originPosition, type Origin } from './origins.ts';
import { placeholders } from './constants/placeholders.ts';
import { constantPointer, placeholderProblems, type PlaceholderProblem } from './placeholders.ts';
import { dottedPath, type SchemaProblem } from './schema-errors.ts';
import { vatNoteProblem } from './vat-note.ts';
import type { YamlSource } from './yaml-source.ts';

/** A problem located in a file; `problem` is what tells it apart from the same problem found for another country. */
export interface PlacedProblem {
  problem: SchemaProblem;
  diagnostic: Diagnostic;
}

export interface ConstantsProblems {
  /** Problems located by pointer, as the schema's are. */
  byPointer: SchemaProblem[];
  /** Placeholder problems, each in the file that has to change. */
  placed: PlacedProblem[];
}

/**
 * The rules between a country's §9 constants and its texts: placeholders name constants it sets,
 * the VAT note follows its flag, and ranges run forwards. An inherited text is checked against the inheriting
 * country's constants, since those are the ones it is filled with. They run beside the schema's
 * `problems`: every text is checked, and a rule whose constant the schema refuses waits for it.
 */
export function constantsInTextsProblems(country: CountryUnderCheck, problems: readonly SchemaProblem[]): ConstantsProblems {
  const { resolved } = country;
  const constants = constantsView(resolved.data, problems);
  const placed = resolved.chain.flatMap((source) => {
    const isUsed = (pointer: string) => resolved.origins.get(pointer)?.source === source;
    return placeholderProblems(source, { constants, isUsed, refusedValues: country.refusedValues }).map((found) => placedProblem(country, source, found));
  });
  const vatProblem = vatNoteIsCheckable(constants) ? vatNoteProblem(resolved.data as CountryConfig) : undefined;
  // A value the schema accepts has the shape the generated types give it.
  const ranges = constantRangeProblems({
    dispatch: constants.trusted('/business/dispatch') as CountryConfig['business']['dispatch'],
    customerService: constants.trusted('/business/customerService') as CountryConfig['business']['customerService'],
  });
  return { byPointer: [...(vatProblem ? [vatProblem] : []), ...ranges], placed };
}

/**
 * The placeholder problems of a file checked without what it inherits (its parent, or the rest of
 * its own text, cannot be read): names that are no placeholder and placeholders outside texts.
 * Whether the country sets a constant waits until its constants can be read.
 */
export function ownPlaceholderProblems(country: CountryUnderCheck): PlacedProblem[] {
  const { source } = country.resolved;
  return placeholderProblems(source, { isUsed: () => true, refusedValues: country.refusedValues }).map((found) => placedProblem(country, source, found));
}

/**
 * Where a placeholder problem belongs. A constant missing for an inherited text is missing because
 * a file between the country and the text removed it with null (SK's `freeCoffeeEvery: null` under
 * CZ's text): that null is what to change, and the text's file stays valid. Any other problem is
 * the text's own, said for the file that writes it.
 */
function placedProblem({ resolved }: CountryUnderCheck, textSource: YamlSource, { diagnostic, unsetConstantOf }: PlaceholderProblem): PlacedProblem {
  const removal = unsetConstantOf === undefined ? undefined : removalBelow(resolved.origins, constantPointer(unsetConstantOf), resolved.chain, textSource);
  if (unsetConstantOf !== undefined && removal) {
    const constant = placeholders[unsetConstantOf]!.constant;
    const text = `${basename(textSource.file)}:${diagnostic.line}:${diagnostic.column}`;
    const message = `null removes ${constant}, but the text at ${text}, which this file inherits, names it as {${unsetConstantOf}}; allowed: leave ${dottedPath(removal.pointer)} out to inherit it, write a value of its own, or write a text of its own for ${dottedPath(diagnostic.path)}`;
    const problem = { pointer: removal.pointer, at: 'value' as const, message };
    return { problem, diagnostic: { file: removal.origin.source.file, ...originPosition(removal.origin, 'value'), path: removal.pointer, message } };
  }
  const inherited = textSource === resolved.source ? '' : ` (inherited by ${basename(resolved.source.file)})`;
  return { problem: { pointer: diagnostic.path, at: 'value', message: diagnostic.message }, diagnostic: { ...diagnostic, message: `${diagnostic.message}${inherited}` } };
}

/** The null that removes a constant, or a mapping holding it, in a file nearer the country than the text's file. */
function removalBelow(origins: Map<string, Origin>, constant: string, chain: readonly YamlSource[], textSource: YamlSource): { pointer: string; origin: Origin } | undefined {
  for (let pointer = constant; pointer !== ''; pointer = pointer.slice(0, pointer.lastIndexOf('/'))) {
    const origin = origins.get(pointer);
    if (origin?.removes && chain.indexOf(origin.source) < chain.indexOf(textSource)) return { pointer, origin };
  }
  return undefined;
}

/** The VAT rule reads the flag and whether the sales-tax mapping holds a note. */
function vatNoteIsCheckable(constants: ConstantsView): boolean {
  return typeof constants.trusted('/business/statesVatIncluded') === 'boolean' && isMapping(constants.valueAt('/footer/salesTax')) && !constants.isRefused('/footer/salesTax/vatNote');
}
