import { isMap, isNode, isScalar, type Document, type LineCounter } from 'yaml';
import type { TextProblem } from './diagnostic.ts';
import { shown } from './shown.ts';
import { walkNodes } from './yaml-walk.ts';

/**
 * Every key that repeats one before it in the same mapping, naming where the first one is: which
 * of the two to keep is the reader's choice. yaml's own `uniqueKeys` compares each key with every
 * other, which takes half a minute on a file of 40,000 keys; a map does not.
 */
export function duplicateKeys(document: Document.Parsed, text: string, lineCounter: LineCounter): TextProblem[] {
  const problems: TextProblem[] = [];
  walkNodes(document, {
    enter({ node }) {
      if (!isMap(node)) return;
      const firstOffsets = new Map<unknown, number>();
      for (const { key } of node.items) {
        // Keys are compared as yaml compares them: scalars by value, collections by identity.
        const identity = isScalar(key) ? key.value : key;
        const offset = isNode(key) ? (key.range?.[0] ?? 0) : 0;
        const first = firstOffsets.get(identity);
        if (first === undefined) firstOffsets.set(identity, offset);
        else {
          const { line, col } = lineCounter.linePos(first);
          problems.push({ offset, message: `duplicate key ${shown(keyTextAt(text, offset))} (the first one is at ${line}:${col}); allowed: each key once per mapping` });
        }
      }
    },
  });
  return problems;
}

function keyTextAt(text: string, offset: number): string {
  return (/^[^:\n]+/.exec(text.slice(offset, offset + 1000))?.[0] ?? '').trim();
}
