import { readFileSync } from 'node:fs';
import { LineCounter, parseDocument, isMap, isSeq, isPair, isScalar, type Document, type Node, type Pair } from 'yaml';
import { decodeText, forbiddenCharacters } from './characters.ts';
import type { Diagnostic, TextProblem } from './diagnostic.ts';
import { clipped, shown } from './shown.ts';
import { documentData } from './yaml-data.ts';

/** A parsed YAML file that remembers where every node came from. */
export interface YamlSource {
  file: string;
  lines: string[];
  document: Document.Parsed;
  lineCounter: LineCounter;
  /** The file as plain data; undefined when its YAML or its aliases could not be read. */
  data: unknown;
  /** Problems found before any schema: forbidden characters, YAML syntax, duplicate keys and aliases. */
  readProblems: Diagnostic[];
}

export function readYamlSource(absolutePath: string, shownAs: string): YamlSource {
  const bytes = readFileSync(absolutePath);
  const text = decodeText(bytes);
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const at = (offset: number, message: string): Diagnostic => {
    const where = lineCounter.linePos(offset);
    return { file: shownAs, line: where.line, column: where.col, path: '', message };
  };
  const readProblems = [...forbiddenCharacters(bytes, text), ...syntaxProblems(document, text)].map(({ offset, message }) => at(offset, message));
  let data: unknown;
  // A duplicate key leaves a readable document (the last value wins), so the schema can still be checked.
  if (document.errors.every((error) => error.code === 'DUPLICATE_KEY')) {
    const converted = documentData(document);
    if ('data' in converted) data = converted.data;
    else readProblems.push(at(converted.problem.offset, converted.problem.message));
  }
  return { file: shownAs, lines: text.split(/\r?\n/), document, lineCounter, data, readProblems };
}

function syntaxProblems(document: Document.Parsed, text: string): TextProblem[] {
  // After the first real syntax error the parser's further complaints are mostly its consequences.
  const firstSyntaxError = document.errors
    .filter((error) => error.code !== 'DUPLICATE_KEY')
    .sort((a, b) => a.pos[0] - b.pos[0])[0];
  const reported = document.errors.filter((error) => error.code === 'DUPLICATE_KEY' || error === firstSyntaxError);
  return reported.map((error) => {
    // yaml's messages end with a position and a code frame of their own; keep the sentence only.
    const sentence = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    const message =
      error.code === 'DUPLICATE_KEY'
        ? `duplicate key ${shown(keyTextAt(text, error.pos[0]))}; allowed: each key once per mapping`
        : `invalid YAML: ${clipped(sentence)}; allowed: YAML 1.2 syntax`;
    return { offset: error.pos[0], message };
  });
}

function keyTextAt(text: string, offset: number): string {
  return (/^[^:\n]+/.exec(text.slice(offset))?.[0] ?? '').trim();
}

/**
 * Where the value at a JSON pointer sits, or its key when `at` is 'key'. A pointer that runs
 * past the document (a missing key) resolves to the deepest node that exists.
 */
export function locate(source: YamlSource, pointer: string, at: 'key' | 'value' = 'value'): { line: number; column: number } {
  const segments = pointer === '' ? [] : pointer.slice(1).split('/').map(unescapePointer);
  let node: unknown = source.document.contents;
  let lastPair: Pair | undefined;
  for (const segment of segments) {
    const pair = isMap(node) ? node.items.find((item) => isPair(item) && isScalar(item.key) && String(item.key.value) === segment) : undefined;
    if (pair) {
      lastPair = pair;
      node = pair.value;
    } else if (isSeq(node) && node.items[Number(segment)] !== undefined) {
      lastPair = undefined;
      node = node.items[Number(segment)];
    } else break;
  }
  const target = at === 'key' && lastPair ? (lastPair.key as Node) : ((node as Node | null) ?? (lastPair?.key as Node | undefined));
  const offset = target?.range?.[0] ?? 0;
  const where = source.lineCounter.linePos(offset);
  return { line: where.line, column: where.col };
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}
