import { isScalar } from 'yaml';
import { placeholderLookalikes, placeholderNames, placeholders, type PlaceholderLookalike } from './constants/placeholders.ts';
import { isTextField } from './constants/text-fields.ts';
import type { ConstantsView } from './constants-view.ts';
import type { Diagnostic } from './diagnostic.ts';
import { valueOffsets } from './scalar-offsets.ts';
import { dottedPath } from './schema-errors.ts';
import { didYouMean } from './suggest.ts';
import type { YamlSource } from './yaml-source.ts';
import { pointerOf, walkNodes } from './yaml-walk.ts';

export interface PlaceholderCheck {
  /** The country's constants; absent when what the file inherits cannot be read, so that only names and places are checked. */
  constants?: ConstantsView;
  /** Picks the values the country keeps: a value of a parent file that the country overrides is not its value. */
  isUsed: (pointer: string) => boolean;
  /** The values the schema refuses: its message says what is wrong with them, a placeholder's would be noise. */
  refusedValues: ReadonlySet<string>;
}

export interface PlaceholderProblem {
  diagnostic: Diagnostic;
  /** Set when the placeholder names a constant the country does not set: the placeholder's name. */
  unsetConstantOf?: string;
}

/**
 * Placeholders of one file's values that cannot be filled in, each at its "{" (or the escape that
 * writes it): in a text, one that names no constant or a constant the country does not set, or a
 * known name with spaces inside its braces; in any other value (an address, a code, a name), any
 * placeholder, since only the texts the schemas mark are filled in (validation/constants/text-fields.ts).
 * A constant the schema refuses is left to the schema's message.
 */
export function placeholderProblems(source: YamlSource, { constants, isUsed, refusedValues }: PlaceholderCheck): PlaceholderProblem[] {
  const set = placeholderNames.filter((name) => constants?.valueAt(constantPointer(name)) !== undefined);
  const problems: PlaceholderProblem[] = [];
  walkNodes(source.document, {
    enter(step) {
      const { node } = step;
      if (step.isKey || !isScalar(node) || typeof node.value !== 'string') return;
      const lookalikes = placeholderLookalikes(node.value);
      if (lookalikes.length === 0) return;
      const path = pointerOf(step);
      if (!isUsed(path) || refusedValues.has(path)) return;
      const offsets = valueOffsets(source, node);
      const isText = isTextField(path);
      for (const lookalike of lookalikes) {
        const problem = isText ? textProblem(lookalike, set, constants) : { message: notATextMessage(lookalike, path) };
        if (!problem) continue;
        // Without a map of the value to the file (a scalar read differently from yaml), the scalar's start is the nearest sure position.
        const where = source.lineCounter.linePos(offsets?.[lookalike.index] ?? node.range?.[0] ?? 0);
        problems.push({ diagnostic: { file: source.file, line: where.line, column: where.col, path, message: problem.message }, unsetConstantOf: problem.unsetConstantOf });
      }
    },
  });
  return problems;
}

export function constantPointer(name: string): string {
  return `/${placeholders[name]!.constant.replace(/\./g, '/')}`;
}

/** What is wrong with one placeholder, before it is placed in the file. */
interface Finding {
  message: string;
  unsetConstantOf?: string;
}

function textProblem({ name, written, spaced }: PlaceholderLookalike, set: readonly string[], constants: ConstantsView | undefined): Finding | undefined {
  if (spaced) return { message: `unknown placeholder ${written}, with spaces inside its braces; did you mean {${name}}?` };
  const placeholder = Object.hasOwn(placeholders, name) ? placeholders[name] : undefined;
  if (!placeholder) {
    const suggestion = didYouMean(name, placeholderNames);
    return { message: `unknown placeholder {${name}}; ${suggestion ? `did you mean {${suggestion}}?` : `allowed: ${braced(placeholderNames)}`}` };
  }
  if (!constants || set.includes(name) || constants.isRefused(constantPointer(name))) return undefined;
  const usable = set.length > 0 ? braced(set) : 'none, as the country sets none of their constants';
  return { message: `placeholder {${name}} needs ${placeholder.constant}, which this country does not set; allowed: ${usable}`, unsetConstantOf: name };
}

function notATextMessage({ written }: PlaceholderLookalike, path: string): string {
  return `${dottedPath(path)} holds ${written}, but placeholders are filled in texts only, so it would stay as written; allowed: the value written out in full (placeholders belong in headlines, paragraphs, headings and link texts)`;
}

function braced(names: readonly string[]): string {
  return names.map((name) => `{${name}}`).join(', ');
}
