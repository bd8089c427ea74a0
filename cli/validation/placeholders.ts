import { isPair, isScalar, isSeq, type Scalar, visit, type visitorFn } from 'yaml';
import { placeholderNames, placeholders, placeholderUses } from '../constants/placeholders.ts';
import type { ConstantsView } from './constants-view.ts';
import type { Diagnostic } from './diagnostic.ts';
import { valueOffsets } from './scalar-offsets.ts';
import { didYouMean } from './suggest.ts';
import type { YamlSource } from './yaml-source.ts';

type Ancestors = Parameters<visitorFn<Scalar>>[2];

/**
 * Placeholders in the texts of one file that name no constant, or a constant the country does not
 * set, each at its "{" (or the escape that writes it). `isUsed` picks the texts the country keeps:
 * a text of a parent file that the country overrides is not its text. Every string is checked,
 * whatever the schema says of it; a constant the schema refuses is left to the schema's message.
 */
export function placeholderProblems(source: YamlSource, constants: ConstantsView, isUsed: (pointer: string) => boolean = () => true): Diagnostic[] {
  const written = placeholderNames.filter((name) => constants.valueAt(constantPointer(name)) !== undefined);
  const problems: Diagnostic[] = [];
  visit(source.document, {
    Scalar(key, node, ancestors) {
      if (key === 'key' || typeof node.value !== 'string') return;
      const uses = placeholderUses(node.value);
      // A pointer costs a search of each list on the way: only a text with placeholders needs one.
      if (uses.length === 0) return;
      const path = pointerOf(ancestors, node);
      if (!isUsed(path)) return;
      const offsets = valueOffsets(source, node);
      for (const { name, index } of uses) {
        const message = placeholderProblem(name, written, constants);
        if (!message) continue;
        // Without a map of the value to the file (a scalar read differently from yaml), the scalar's start is the nearest sure position.
        const where = source.lineCounter.linePos(offsets?.[index] ?? node.range?.[0] ?? 0);
        problems.push({ file: source.file, line: where.line, column: where.col, path, message });
      }
    },
  });
  return problems;
}

function constantPointer(name: string): string {
  return `/${placeholders[name]!.constant.replace(/\./g, '/')}`;
}

function placeholderProblem(name: string, written: readonly string[], constants: ConstantsView): string | undefined {
  const placeholder = Object.hasOwn(placeholders, name) ? placeholders[name] : undefined;
  if (!placeholder) {
    const suggestion = didYouMean(name, placeholderNames);
    return `unknown placeholder {${name}}; ${suggestion ? `did you mean {${suggestion}}?` : `allowed: ${braced(placeholderNames)}`}`;
  }
  if (written.includes(name) || constants.isRefused(constantPointer(name))) return undefined;
  const usable = written.length > 0 ? braced(written) : 'none, as the country sets none of their constants';
  return `placeholder {${name}} needs ${placeholder.constant}, which this country does not set; allowed: ${usable}`;
}

function braced(names: readonly string[]): string {
  return names.map((name) => `{${name}}`).join(', ');
}

/** The JSON pointer of a value from the nodes that hold it, as yaml's visit lists them. */
function pointerOf(ancestors: Ancestors, node: Scalar): string {
  const segments: string[] = [];
  const chain = [...ancestors, node];
  chain.forEach((ancestor, index) => {
    if (isPair(ancestor) && isScalar(ancestor.key)) segments.push(String(ancestor.key.value));
    else if (isSeq(ancestor)) segments.push(String(ancestor.items.indexOf(chain[index + 1])));
  });
  return segments.map((segment) => `/${segment.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}
