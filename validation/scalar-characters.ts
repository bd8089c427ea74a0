import { isScalar, type Document } from 'yaml';
import { isRawControl } from './characters.ts';
import type { TextProblem } from './diagnostic.ts';
import { shown } from './shown.ts';
import { codePoint, UNSAFE_CHARACTER, unsafeKind } from './unsafe-characters.ts';
import { walkNodes } from './yaml-walk.ts';

/**
 * Unsafe characters in string keys and values, one problem per scalar. A YAML escape such as
 * `\e` or `\u202e` is plain ASCII in the file, so only the parsed value shows the character.
 */
export function scalarCharacters(document: Document.Parsed, text: string): TextProblem[] {
  const problems: TextProblem[] = [];
  walkNodes(document, {
    enter({ node }) {
      if (!isScalar(node) || typeof node.value !== 'string') return;
      const [start = 0, end = start] = node.range ?? [];
      const written = text.slice(start, end);
      // A control character written raw has been reported where it stands, by the check of the file's characters.
      const unreported = [...node.value.matchAll(UNSAFE_CHARACTER)].find(([character]) => !(isRawControl(character) && written.includes(character)));
      if (!unreported) return;
      const character = unreported[0];
      problems.push({ offset: start, message: `${unsafeKind(character)} ${codePoint(character)} in ${shown(node.value)}; allowed: printable characters, tabs and line breaks` });
    },
  });
  return problems;
}
