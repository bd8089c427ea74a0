import { Document, isMap, isScalar, isSeq, parseDocument, stringify, type Node } from 'yaml';
import { translatableField } from '../../validation/constants/text-fields.ts';
import { CliError } from '../../validation/errors.ts';
import { displayPath } from '../../validation/paths.ts';
import { TRANSLATE_MARK } from '../scaffold/locale-folder.ts';
import { isMapping } from '../../validation/merge-data.ts';
import { childPointer } from '../../validation/json-pointer.ts';
import { isLanguageNeutral } from './language.ts';

/** One data text to write: its pointer in the resolved data, the translation, and the file it is inherited from (if it is). */
export interface DataTarget {
  pointer: string;
  target: string;
  inheritedFrom?: string;
}

type Path = (string | number)[];

/** A pointer's keys, list indexes as numbers where the resolved data has a list. */
function pathOf(resolved: unknown, pointer: string): Path {
  let node = resolved;
  return pointer
    .split('/')
    .slice(1)
    .map((key) => {
      const part = Array.isArray(node) ? Number(key) : key;
      node = Array.isArray(node) ? node[Number(key)] : isMapping(node) ? node[key] : undefined;
      return part;
    });
}

function valueAt(resolved: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (Array.isArray(node) ? node[key as number] : isMapping(node) ? node[key as string] : undefined), resolved);
}

/** A scalar as YAML writes it on one line: plain where it can be, else double-quoted. */
function scalarText(text: string): string {
  const plain = stringify(text, { lineWidth: 0 }).trimEnd();
  return plain.includes('\n') ? JSON.stringify(text) : plain;
}

/** The end of the line a position is on. */
function lineEnd(text: string, position: number): number {
  const end = text.indexOf('\n', position);
  return end === -1 ? text.length : end;
}

/** The start of the line a position is on. */
function lineStart(text: string, position: number): number {
  return text.slice(0, position).lastIndexOf('\n') + 1;
}

/** A text written where it stands, and the copy's mark after it dropped. */
function replaceScalar(text: string, node: Node, target: string): string {
  const [start, rangeEnd] = node.range!;
  // A block scalar's range (`>-` and its lines) runs on over the line break and the next key's indentation.
  const end = start + text.slice(start, rangeEnd).trimEnd().length;
  const rest = text.slice(end, lineEnd(text, end)).replace(new RegExp(`\\s*# ${TRANSLATE_MARK}.*$`), '');
  return text.slice(0, start) + scalarText(target) + rest + text.slice(lineEnd(text, end));
}

/**
 * The part of the data to add under the nearest map the file writes: the keys on the way down, and,
 * where the text is in a list the file inherits, that whole list (a list is inherited whole or not at
 * all), its other texts marked as still to translate, as a copied locale's are.
 */
function addedPart(resolved: unknown, path: Path, from: number, target: string, copiedFrom: string): Document {
  const listAt = path.findIndex((_, index) => index >= from && Array.isArray(valueAt(resolved, path.slice(0, index + 1))));
  const end = listAt === -1 ? path.length : listAt + 1;
  const value = listAt === -1 ? target : structuredClone(valueAt(resolved, path.slice(0, end)));
  const part = new Document(path.slice(from, end).reduceRight<unknown>((inner, key) => ({ [key]: inner }), value));
  if (listAt === -1) return part;
  const marked = (node: unknown, pointer: string, at: Path) => {
    if (Array.isArray(node)) node.forEach((item, index) => marked(item, childPointer(pointer, index), [...at, index]));
    else if (isMapping(node)) for (const [key, child] of Object.entries(node)) marked(child, childPointer(pointer, key), [...at, key]);
    else if (typeof node === 'string' && translatableField(pointer) && !isLanguageNeutral(node) && pointer !== targetPointer) {
      (part.getIn(at, true) as Node).comment = ` ${TRANSLATE_MARK} (copied from ${copiedFrom})`;
    }
  };
  const listPath = path.slice(0, end);
  const targetPointer = `/${path.join('/')}`;
  marked(valueAt(resolved, listPath), `/${listPath.join('/')}`, path.slice(from, end));
  part.setIn(path.slice(from), target);
  return part;
}

/**
 * Where a collection's last value ends: its last scalar's end, as a collection's own range runs on
 * over the blank lines and the comments that belong to the key after it.
 */
function lastValueEnd(node: Node): number {
  const last = isMap(node) ? (node.items.at(-1)?.value as Node | null) : isSeq(node) ? (node.items.at(-1) as Node) : undefined;
  if (isMap(node) || isSeq(node)) return last ? lastValueEnd(last) : node.range![0];
  return node.range![1];
}

const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** One text written into a country file's source, which keeps every other line as it is; read back before it counts. */
function withDataText(text: string, file: string, resolved: unknown, target: DataTarget): string {
  const path = pathOf(resolved, target.pointer);
  const { written, line } = writtenText(text, file, resolved, target, path);
  const reread = parseDocument(written);
  if (reread.errors.length > 0 || reread.getIn(path) !== target.target) {
    throw new CliError(`${displayPath(file)}:${line}: cannot write ${target.pointer} there as imported (the value there is written in a form this command does not rewrite); nothing imported. Write it by hand, or make the value a plain one-line text first.`);
  }
  return written;
}

function writtenText(text: string, file: string, resolved: unknown, { pointer, target, inheritedFrom = '' }: DataTarget, path: Path): { written: string; line: number } {
  const document = parseDocument(text);
  const existing = document.getIn(path, true);
  if (isScalar(existing)) return { written: replaceScalar(text, existing, target), line: lineAt(text, existing.range![0]) };
  let depth = 0;
  while (depth < path.length && isMap(document.getIn(path.slice(0, depth + 1), true))) depth++;
  const map = (depth === 0 ? document.contents : document.getIn(path.slice(0, depth), true)) as Node | null | undefined;
  if (!isMap(map) || map.flow || map.items.length === 0 || document.hasIn(path.slice(0, depth + 1))) {
    const line = map?.range ? lineAt(text, map.range[0]) : 1;
    throw new CliError(`${displayPath(file)}:${line}: cannot add ${pointer} where the file has ${map && !isMap(map) ? 'a value' : 'an inline or empty map'}; nothing imported. Write it by hand, or write that map as a block, one key a line.`);
  }
  const keyStart = (map.items[0]!.key as Node).range![0];
  const indent = ' '.repeat(keyStart - lineStart(text, keyStart));
  const added = addedPart(resolved, path, depth, target, inheritedFrom).toString({ lineWidth: 0, flowCollectionPadding: false }).trimEnd();
  const at = lineEnd(text, lastValueEnd(map));
  return { written: `${text.slice(0, at)}\n${added.split('\n').map((line) => indent + line).join('\n')}${text.slice(at)}`, line: lineAt(text, at) };
}

/**
 * A country file with these texts as its own: each replaced where the file writes it, else added
 * under the nearest map it writes. Comments, order and layout stay, line for line.
 */
export function withDataTexts(text: string, file: string, resolved: unknown, targets: readonly DataTarget[]): string {
  return targets.reduce((current, target) => withDataText(current, file, resolved, target), text);
}
