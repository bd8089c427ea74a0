import { basename } from 'node:path';
import { isMap, isPair, isScalar, isSeq, type Node } from 'yaml';
import type { Diagnostic } from './diagnostic.ts';
import { childPointer } from './json-pointer.ts';
import { dottedPath, type SchemaProblem } from './schema-errors.ts';
import type { YamlSource } from './yaml-source.ts';

/** Where one value of resolved data is written: the file, the value's node and, inside a mapping, its key. */
export interface Origin {
  source: YamlSource;
  value: Node | null;
  key?: Node;
  /** Set where a `null` removed an inherited value: the pointer has no value, and this is the null. */
  removes?: true;
}

/**
 * The origin of every JSON pointer of a value, and of every inherited value a null removed;
 * pointers below an alias are absent and fall back to the alias.
 */
export type Origins = Map<string, Origin>;

/** The origins of a file's own data, read from its document. */
export function originsOf(source: YamlSource): Origins {
  const origins: Origins = new Map();
  const record = (value: Node | null, pointer: string, key?: Node) => {
    // A repeated key keeps its first pair, as locating it always has.
    if (origins.has(pointer)) return;
    origins.set(pointer, { source, value, key });
    if (isMap(value)) {
      for (const pair of value.items) {
        if (isPair(pair) && isScalar(pair.key)) record(pair.value as Node | null, childPointer(pointer, String(pair.key.value)), pair.key);
      }
    } else if (isSeq(value)) {
      value.items.forEach((item, index) => record(item as Node | null, childPointer(pointer, index)));
    }
    // An alias is not followed: what lies below it is reported where the alias is written.
  };
  record(source.document.contents as Node | null, '');
  return origins;
}

/** The origin of a pointer, or of its deepest part that exists: a missing key is located where it would have to be written. */
export function originAt(origins: Origins, pointer: string): Origin | undefined {
  let path = pointer;
  for (;;) {
    const origin = origins.get(path);
    if (origin || path === '') return origin;
    path = path.slice(0, path.lastIndexOf('/'));
  }
}

/** The line and column an origin shows: its key when asked for and there is one, else its value. */
export function originPosition(origin: Origin, at: 'key' | 'value'): { line: number; column: number } {
  const node = at === 'key' && origin.key ? origin.key : (origin.value ?? origin.key);
  const where = origin.source.lineCounter.linePos(node?.range?.[0] ?? 0);
  return { line: where.line, column: where.col };
}

/**
 * A problem of a country's resolved data as a diagnostic in the file that writes the offending
 * value. In a parent file the message names the inheriting file: the parent alone may be fine.
 */
export function diagnosticAtOrigin(root: YamlSource, origins: Origins, schemaProblem: SchemaProblem): Diagnostic {
  const problem = removedRequiredValue(origins, schemaProblem) ?? schemaProblem;
  const origin = originAt(origins, problem.pointer) ?? { source: root, value: null };
  const inherited = origin.source !== root ? ` (inherited by ${basename(root.file)})` : '';
  return { file: origin.source.file, ...originPosition(origin, problem.at), path: problem.pointer, message: `${problem.message}${inherited}` };
}

/** A required key that is missing because a null removed the inherited value: the null is what to change. */
function removedRequiredValue(origins: Origins, { keyProblem }: SchemaProblem): SchemaProblem | undefined {
  if (keyProblem?.kind !== 'missing' || !origins.get(keyProblem.intended)?.removes) return undefined;
  const message = `${dottedPath(keyProblem.intended)} is required in every country; null removes the inherited value; allowed: leave the key out to inherit the value, or write one of its own`;
  return { pointer: keyProblem.intended, at: 'value', message };
}
