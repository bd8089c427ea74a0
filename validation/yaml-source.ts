import { LineCounter, parseDocument, isMap, isSeq, isPair, isScalar, type Document, type Node, type Pair, type YAMLMap } from 'yaml';
import { decodeText, forbiddenCharacters } from './characters.ts';
import type { Diagnostic, TextProblem } from './diagnostic.ts';
import { duplicateKeys } from './duplicate-keys.ts';
import { explicitTags } from './explicit-tags.ts';
import { readFileBytes } from './file-bytes.ts';
import { scalarCharacters } from './scalar-characters.ts';
import { syntaxProblems } from './syntax-errors.ts';
import { foreignEncoding } from './text-encoding.ts';
import { documentData, nestingProblem } from './yaml-data.ts';
import { parseYaml } from './yaml-parse.ts';

/** A parsed YAML file that remembers where every node came from. */
export interface YamlSource {
  file: string;
  lines: string[];
  document: Document.Parsed;
  lineCounter: LineCounter;
  /** The file as plain data; undefined when its YAML or its aliases could not be read. */
  data: unknown;
  /** Problems found before any schema: the file itself, forbidden characters, YAML syntax, nesting, duplicate keys, tags and aliases. */
  readProblems: Diagnostic[];
  /** When the YAML has a syntax error: what yaml read of the file anyway, for the checks that can use part of a file. */
  partial?: PartialData;
}

/**
 * A file with a syntax error as yaml reads it anyway. What comes before the first broken
 * construct was read as written; from there on the parser guessed (an unclosed quote takes in
 * the lines after it), so a problem found at or after `brokenFrom` is no problem of the file's.
 */
export interface PartialData {
  data: unknown;
  /** The offset where the first broken construct (or the line of a stray character) starts. */
  brokenFrom: number;
}

export function readYamlSource(absolutePath: string, shownAs: string): YamlSource {
  const read = readFileBytes(absolutePath);
  if ('problem' in read) return unreadSource(shownAs, read.problem);
  const encoding = foreignEncoding(read.bytes);
  if (encoding) return unreadSource(shownAs, `the file is ${encoding}; allowed: UTF-8 text (save the file as UTF-8)`);
  const text = decodeText(read.bytes);
  const lineCounter = new LineCounter();
  // Duplicate keys are found by duplicateKeys: yaml's own check takes time quadratic in a mapping's size.
  // yaml warns on the console of a list or mapping used as a key, which a broken file read anyway may hold; the schema's message says more.
  const document = parseYaml(text, lineCounter, { uniqueKeys: false, logLevel: 'error' });
  const at = (offset: number, message: string): Diagnostic => {
    const where = lineCounter.linePos(offset);
    return { file: shownAs, line: where.line, column: where.col, path: '', message };
  };
  const nesting = nestingProblem(document);
  const tags = explicitTags(document);
  // yaml's composer gives up on deep nesting with a stack overflow; the nesting problem says why, and stands alone.
  const syntax = nesting ? [] : syntaxProblems(text, document.errors, lineCounter);
  const documentProblems = nesting ? [nesting] : [...syntax, ...duplicateKeys(document, text, lineCounter), ...tags, ...scalarCharacters(document, text)];
  const readProblems = [...forbiddenCharacters(read.bytes, text), ...documentProblems].map(({ offset, message }) => at(offset, message));
  const source = (data: unknown, partial?: PartialData): YamlSource => ({ file: shownAs, lines: text.split(/\r?\n/), document, lineCounter, data, readProblems, partial });
  // A tag may leave data that is not what the file means; nesting too deep cannot become data at all.
  if (nesting || tags.length > 0) return source(undefined);
  const converted = documentData(document);
  // After a syntax error the data is partly guesswork, and so is an alias problem in it.
  if (syntax.length > 0) return source(undefined, 'data' in converted ? { data: converted.data, brokenFrom: syntax[0]!.brokenFrom } : undefined);
  // A duplicate key or an unsafe character leaves readable data (the last value wins), so the schema can still be checked.
  if ('data' in converted) return source(converted.data);
  readProblems.push(at(converted.problem.offset, converted.problem.message));
  return source(undefined);
}

/** A file refused before parsing (not a regular file, too large, not UTF-8): one problem at its start. */
function unreadSource(shownAs: string, message: string): YamlSource {
  return {
    file: shownAs,
    lines: [],
    document: parseDocument(''),
    lineCounter: new LineCounter(),
    data: undefined,
    readProblems: [{ file: shownAs, line: 1, column: 1, path: '', message }],
  };
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
    const pair = isMap(node) ? pairsByKey(node).get(segment) : undefined;
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

/** Each mapping's pairs by key text, built once: a file with thousands of errors in one mapping locates each in constant time. */
const pairIndexes = new WeakMap<YAMLMap, Map<string, Pair>>();

function pairsByKey(map: YAMLMap): Map<string, Pair> {
  const known = pairIndexes.get(map);
  if (known) return known;
  const index = new Map<string, Pair>();
  for (const item of map.items) {
    // The first pair with a key wins, as the linear search this replaces found it.
    if (isPair(item) && isScalar(item.key) && !index.has(String(item.key.value))) index.set(String(item.key.value), item);
  }
  pairIndexes.set(map, index);
  return index;
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}
