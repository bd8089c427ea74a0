import { isMap, isNode, isScalar, type Document } from 'yaml';
import type { TextProblem } from './diagnostic.ts';
import { shown } from './shown.ts';
import { walkNodes } from './yaml-walk.ts';

/**
 * Every key that repeats one before it in the same mapping. yaml's own `uniqueKeys` compares
 * each key with every other, which takes half a minute on a file of 40,000 keys; a set does not.
 */
export function duplicateKeys(document: Document.Parsed, text: string): TextProblem[] {
  const problems: TextProblem[] = [];
  walkNodes(document, {
    enter({ node }) {
      if (!isMap(node)) return;
      const seen = new Set<unknown>();
      for (const { key } of node.items) {
        // Keys are compared as yaml compares them: scalars by value, collections by identity.
        const identity = isScalar(key) ? key.value : key;
        if (seen.has(identity)) {
          const offset = isNode(key) ? (key.range?.[0] ?? 0) : 0;
          problems.push({ offset, message: `duplicate key ${shown(keyTextAt(text, offset))}; allowed: each key once per mapping` });
        }
        seen.add(identity);
      }
    },
  });
  return problems;
}

function keyTextAt(text: string, offset: number): string {
  return (/^[^:\n]+/.exec(text.slice(offset, offset + 1000))?.[0] ?? '').trim();
}
