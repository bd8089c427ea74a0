import { readFileSync } from 'node:fs';
import { LineCounter, parseDocument, isMap, isSeq, isPair, isScalar, type Document, type Node, type Pair } from 'yaml';
import type { Diagnostic } from './diagnostic.ts';

/** A parsed YAML file that remembers where every node came from. */
export interface YamlSource {
  file: string;
  lines: string[];
  document: Document.Parsed;
  lineCounter: LineCounter;
  data: unknown;
  syntaxErrors: Diagnostic[];
}

export function readYamlSource(absolutePath: string, shownAs: string): YamlSource {
  const text = readFileSync(absolutePath, 'utf8');
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const source: YamlSource = {
    file: shownAs,
    lines: text.split(/\r?\n/),
    document,
    lineCounter,
    data: undefined,
    syntaxErrors: [],
  };
  // After the first real syntax error the parser's further complaints are mostly its consequences.
  const firstSyntaxError = document.errors
    .filter((error) => error.code !== 'DUPLICATE_KEY')
    .sort((a, b) => a.pos[0] - b.pos[0])[0];
  const reported = document.errors.filter((error) => error.code === 'DUPLICATE_KEY' || error === firstSyntaxError);
  source.syntaxErrors = reported.map((error) => {
    const where = lineCounter.linePos(error.pos[0]);
    // yaml's messages end with a position and a code frame of their own; keep the sentence only.
    const sentence = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    const message =
      error.code === 'DUPLICATE_KEY'
        ? `duplicate key "${keyTextAt(text, error.pos[0])}"; allowed: each key once per mapping`
        : `invalid YAML: ${sentence}; allowed: YAML 1.2 syntax`;
    return { file: shownAs, line: where.line, column: where.col, path: '', message };
  });
  // A duplicate key leaves a readable document (the last value wins), so the schema can still be checked.
  if (document.errors.every((error) => error.code === 'DUPLICATE_KEY')) source.data = document.toJS();
  return source;
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
