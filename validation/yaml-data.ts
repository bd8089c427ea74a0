import { isAlias, type Document, type Node } from 'yaml';
import type { TextProblem } from './diagnostic.ts';
import { walkNodes } from './yaml-walk.ts';

/**
 * How deep lists and mappings may nest. The shipped files nest fewer than 12 levels; yaml's
 * composer and `toJS` recurse once per level and overflow the call stack near 800.
 */
export const MAX_DEPTH = 32;

/**
 * How many values a file may hold once every alias is replaced by a copy of what it names. The
 * shipped files hold a few thousand; this keeps the data, and the schema check over it, small
 * however the aliases are arranged.
 */
export const MAX_EXPANDED_VALUES = 50_000;

export type DocumentData = { data: unknown } | { problem: TextProblem };

/** The document as plain data, or the first node that stops it from becoming data safely. */
export function documentData(document: Document.Parsed): DocumentData {
  const problem = nestingProblem(document) ?? aliasProblem(document);
  if (problem) return { problem };
  // The expanded size is bounded above; yaml's own limit counts alias uses rather than data copied, so it is switched off.
  return { data: document.toJS({ maxAliasCount: -1 }) };
}

/** The first list or mapping nested deeper than MAX_DEPTH, found before anything recursive walks the document. */
export function nestingProblem(document: Document.Parsed): TextProblem | undefined {
  let problem: TextProblem | undefined;
  walkNodes(document, {
    enter({ node, depth }) {
      if (problem) return false;
      if (depth <= MAX_DEPTH) return true;
      problem = { offset: node.range?.[0] ?? 0, message: `lists and mappings nested more than ${MAX_DEPTH} levels deep; allowed: at most ${MAX_DEPTH} levels of nesting` };
      return false;
    },
  });
  return problem;
}

/**
 * The first alias that has no anchor before it, sits inside its own anchor, or pushes the
 * expanded document past MAX_EXPANDED_VALUES. An alias counts as the size of what it names.
 */
function aliasProblem(document: Document.Parsed): TextProblem | undefined {
  // An alias means the last node with that anchor before it, as in yaml's own resolution.
  const anchored = new Map<string, Node>();
  // Each node's expanded size, known once it has been left: an alias always follows the whole of its anchor's node.
  const sizes = new Map<Node, number>();
  let expanded = 0;
  let problem: TextProblem | undefined;
  walkNodes(document, {
    enter(step) {
      if (problem) return false;
      const { node } = step;
      if (!isAlias(node)) {
        if (node.anchor) anchored.set(node.anchor, node);
        expanded += 1;
        return true;
      }
      const name = node.source;
      const offset = node.range?.[0] ?? 0;
      const target = anchored.get(name);
      let holder = step.parent;
      while (holder && holder.node !== target) holder = holder.parent;
      if (!target) problem = { offset, message: `alias *${name} has no anchor &${name} before it; allowed: an alias after its anchor` };
      else if (holder) problem = { offset, message: `alias *${name} sits inside its own anchor &${name}, so its data would never end; allowed: an alias outside the node its anchor names` };
      else if ((expanded += sizes.get(target)!) > MAX_EXPANDED_VALUES) {
        problem = {
          offset,
          message: `too much data through aliases: with *${name} the file would hold more than ${MAX_EXPANDED_VALUES} values once aliases are copied (an alias bomb); allowed: at most ${MAX_EXPANDED_VALUES} values, each alias counting as the data it names`,
        };
      }
      return false;
    },
    leave({ node, parent }) {
      const size = sizes.get(node) ?? (isAlias(node) ? sizes.get(anchored.get(node.source)!) ?? 0 : 1);
      sizes.set(node, size);
      if (parent) sizes.set(parent.node, (sizes.get(parent.node) ?? 1) + size);
    },
  });
  return problem;
}
