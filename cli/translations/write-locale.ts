import { CliError } from '../../validation/errors.ts';
import { displayPath } from '../../validation/paths.ts';
import { TRANSLATE_MARK } from '../scaffold/locale-folder.ts';
import { parseLocaleSource, type LocaleObject, type LocaleSource } from '../../validation/locale-source.ts';

/** A text as a single-quoted TypeScript literal, as the locale files write them. */
function literal(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\t/g, '\\t')}'`;
}

function propertyKey(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : literal(key);
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

type Tree = Map<string, Tree | string>;

/** Nested properties, one a line, each ending in a comma as the locale files write them. */
function propertyLines(tree: Tree, indent: string): string[] {
  return [...tree].flatMap(([key, value]) =>
    typeof value === 'string' ? [`${indent}${propertyKey(key)}: ${literal(value)},`] : [`${indent}${propertyKey(key)}: {`, ...propertyLines(value, `${indent}  `), `${indent}},`],
  );
}

function indentationAt(text: string, position: number): string {
  const lineStart = text.lastIndexOf('\n', position - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart))![0];
}

/** New properties at the end of an object the file writes: after its last one, or inside its braces when it has none. */
function insertion(source: LocaleSource, object: LocaleObject, tree: Tree): Edit {
  const last = object.lastProperty;
  if (!last) {
    const indent = indentationAt(source.text, object.start);
    return { start: object.start, end: object.end, text: `{\n${propertyLines(tree, `${indent}  `).join('\n')}\n${indent}}` };
  }
  const comma = /^\s*,/.exec(source.text.slice(last.end));
  const at = last.end + (comma ? comma[0].length : 0);
  return { start: at, end: at, text: `${comma ? '' : ','}\n${propertyLines(tree, indentationAt(source.text, last.start)).join('\n')}` };
}

/** The mark a copied dictionary leaves after a text still to translate: it goes once the text is. */
function markAfter(text: string, position: number): Edit | undefined {
  const lineEnd = text.indexOf('\n', position) === -1 ? text.length : text.indexOf('\n', position);
  const mark = new RegExp(`\\s*// ${TRANSLATE_MARK}.*$`).exec(text.slice(position, lineEnd));
  return mark ? { start: position + mark.index, end: lineEnd, text: '' } : undefined;
}

/**
 * The locale file with these texts written into it: a text it writes is replaced where it stands,
 * and one it inherits or lacks is added to the nearest object it writes on the way to its key.
 * Everything else of the file (comments, order, layout) stays as it is.
 */
export function withLocaleTexts(source: LocaleSource, targets: ReadonlyMap<string, string>): string {
  const edits: Edit[] = [];
  const inserts = new Map<string, Tree>();
  for (const [key, target] of targets) {
    const written = source.texts.get(key);
    if (written) {
      edits.push({ start: written.start, end: written.end, text: literal(target) });
      // A line may hold more texts than this one ({ showMore: '…', showLess: '…' }): its mark goes with the last of them.
      const lineDone = [...source.texts.values()].every((other) => other.line !== written.line || targets.has(other.key));
      const mark = lineDone ? markAfter(source.text, written.end) : undefined;
      if (mark && !edits.some((edit) => edit.start === mark.start)) edits.push(mark);
      continue;
    }
    const parts = key.split('.');
    let length = parts.length - 1;
    while (length > 0 && !source.objects.has(parts.slice(0, length).join('.'))) length--;
    const objectKey = parts.slice(0, length).join('.');
    let tree = inserts.get(objectKey) ?? new Map();
    inserts.set(objectKey, tree);
    for (const part of parts.slice(length, -1)) {
      const child = tree.get(part);
      const next: Tree = child instanceof Map ? child : new Map();
      tree.set(part, next);
      tree = next;
    }
    tree.set(parts.at(-1)!, target);
  }
  for (const [objectKey, tree] of inserts) {
    const object = source.objects.get(objectKey);
    if (!object) throw new CliError(`${displayPath(source.file)} has no dictionary object this command can add texts to; write them by hand`);
    edits.push(insertion(source, object, tree));
  }
  return edits.sort((a, b) => b.start - a.start).reduce((text, edit) => text.slice(0, edit.start) + edit.text + text.slice(edit.end), source.text);
}

/** Reads back what was written: every text as imported, or the file is not written at all. */
export function unwrittenTexts(source: LocaleSource, written: string, targets: ReadonlyMap<string, string>): string[] {
  const reread = parseLocaleSource(source.locale, source.file, written);
  return [...targets].filter(([key, target]) => reread.texts.get(key)?.value !== target).map(([key]) => key);
}
