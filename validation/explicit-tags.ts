import type { Document } from 'yaml';
import type { TextProblem } from './diagnostic.ts';
import { clipped } from './shown.ts';
import { walkNodes } from './yaml-walk.ts';

/** Every node with an explicit tag (`!evil`, `!!int`, `!!binary`): tags turn text into other kinds of data, and country files need none. */
export function explicitTags(document: Document.Parsed): TextProblem[] {
  const problems: TextProblem[] = [];
  walkNodes(document, {
    enter({ node }) {
      if (!node.tag) return;
      const tag = node.tag.replace(/^tag:yaml\.org,2002:/, '!!');
      problems.push({ offset: node.range?.[0] ?? 0, message: `tag ${clipped(tag)}: tags are not used in country files; allowed: plain values` });
    },
  });
  return problems;
}
