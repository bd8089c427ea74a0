import { isAlias, visit, type Alias, type Document, type Node } from 'yaml';
import type { TextProblem } from './diagnostic.ts';
import { clipped } from './shown.ts';

/** How many copies of aliased data a file may make before it counts as an alias bomb: yaml's own default. */
const MAX_ALIAS_COPIES = 100;

export type DocumentData = { data: unknown } | { problem: TextProblem };

/**
 * The document as plain data, or the alias that stops it from becoming data. yaml's `toJS`
 * throws for these without naming a node, so they are found, and located, here.
 */
export function documentData(document: Document.Parsed): DocumentData {
  const { aliases, problem } = checkAliases(document);
  if (problem) return { problem };
  const resolving = recordResolving(aliases);
  try {
    return { data: document.toJS({ maxAliasCount: MAX_ALIAS_COPIES }) };
  } catch (error) {
    // Orphan and endless aliases were refused above; what toJS still throws is its limit on copies, from inside the alias it was resolving.
    const alias = resolving.at(-1) ?? aliases[0];
    const message = /alias count/i.test(String(error))
      ? `too many aliases: *${alias?.source} would copy aliased data more than ${MAX_ALIAS_COPIES} times (an alias bomb); allowed: at most ${MAX_ALIAS_COPIES} copies made through aliases`
      : `invalid YAML: ${clipped(String(error))}; allowed: YAML 1.2 syntax`;
    return { problem: { offset: alias?.range?.[0] ?? 0, message } };
  }
}

/** Every alias in document order, and the first that has no anchor before it or sits inside its own anchor. */
function checkAliases(document: Document.Parsed): { aliases: Alias[]; problem?: TextProblem } {
  const aliases: Alias[] = [];
  // An alias means the last node with that anchor before it, as in yaml's own resolution.
  const anchored = new Map<string, Node>();
  let problem: TextProblem | undefined;
  visit(document, {
    Node(_key, node, path) {
      if (!isAlias(node)) {
        if (node.anchor) anchored.set(node.anchor, node);
        return;
      }
      aliases.push(node);
      const target = anchored.get(node.source);
      const name = node.source;
      const offset = node.range?.[0] ?? 0;
      if (!target) problem ??= { offset, message: `alias *${name} has no anchor &${name} before it; allowed: an alias after its anchor` };
      else if (path.includes(target)) {
        problem ??= { offset, message: `alias *${name} sits inside its own anchor &${name}, so its data would never end; allowed: an alias outside the node its anchor names` };
      }
    },
  });
  return { aliases, problem };
}

/** The aliases yaml is resolving, innermost last: when it throws, the last one is the alias it gave up on. */
function recordResolving(aliases: readonly Alias[]): Alias[] {
  const resolving: Alias[] = [];
  for (const alias of aliases) {
    const resolve = alias.resolve.bind(alias);
    alias.resolve = (doc, ctx) => {
      resolving.push(alias);
      const found = resolve(doc, ctx);
      resolving.pop();
      return found;
    };
  }
  return resolving;
}
