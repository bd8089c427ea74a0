import { Scalar } from 'yaml';
import { blockScalar } from './block-scalar-offsets.ts';
import type { Decoded } from './decoded-value.ts';
import { doubleQuoted, unfoldLines, withoutDoubledQuotes } from './flow-scalar-offsets.ts';
import type { YamlSource } from './yaml-source.ts';

/**
 * Where in the file each UTF-16 unit of a scalar's value is written: its own character, the start
 * of the escape that writes it ("\u007b", "''"), or the line break a fold turns into a space or
 * a newline. The scalar is read again the way yaml reads it (compose/resolve-flow-scalar.js and
 * resolve-block-scalar.js of yaml 2), keeping offsets; when that reading does not give the
 * parser's value (a form this misreads), there is no map and callers fall back to the scalar's start.
 */
export function valueOffsets(source: YamlSource, node: Scalar): number[] | undefined {
  const [start, end] = node.range ?? [];
  if (start === undefined || end === undefined || typeof node.value !== 'string') return undefined;
  const read = readScalar(textOf(source), start, end, node.type, node.value);
  return read?.text === node.value ? read.offsets : undefined;
}

function readScalar(text: string, start: number, end: number, type: Scalar['type'], value: string): Decoded | undefined {
  switch (type) {
    case Scalar.PLAIN:
      return unfoldLines(text, start, end);
    case Scalar.QUOTE_SINGLE:
      return withoutDoubledQuotes(unfoldLines(text, start + 1, end - 1));
    case Scalar.QUOTE_DOUBLE:
      return doubleQuoted(text, start + 1, end - 1);
    case Scalar.BLOCK_LITERAL:
    case Scalar.BLOCK_FOLDED:
      return blockScalar(text, start, end, type, value);
    default:
      return undefined;
  }
}

/**
 * The file's text as yaml read it, rebuilt from its lines and the offsets where they start, so
 * offsets into it are the parser's even where lines end in CRLF.
 */
const texts = new WeakMap<YamlSource, string>();

function textOf(source: YamlSource): string {
  const known = texts.get(source);
  if (known !== undefined) return known;
  const { lineStarts } = source.lineCounter;
  const text = source.lines
    .map((line, index) => {
      const next = lineStarts[index + 1];
      if (next === undefined) return line;
      return line + (next - lineStarts[index]! - line.length === 2 ? '\r\n' : '\n');
    })
    .join('');
  texts.set(source, text);
  return text;
}
