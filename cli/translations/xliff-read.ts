import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { XLIFF_NAMESPACE } from './xliff-export.ts';

/** A problem of an imported file, at the line of the element it concerns. */
export interface XliffProblem {
  line: number;
  column: number;
  message: string;
}

/** A source or target as read: words, and the <ph/> codes among them by id. */
export type InlinePart = { text: string } | { ph: string } | { unexpected: string };

export interface XliffUnit {
  id?: string;
  line: number;
  /** The lowest state of its segments: a unit is translated once each of its sentences is. */
  state: string;
  source: InlinePart[];
  target?: InlinePart[];
}

export interface XliffFile {
  original?: string;
  line: number;
  units: XliffUnit[];
}

export interface XliffDocument {
  srcLang?: string;
  trgLang?: string;
  files: XliffFile[];
}

type Node = Record<string, unknown> & { ':@'?: Record<string, string> };

const STATE_ORDER = ['initial', 'translated', 'reviewed', 'final'];

const nameOf = (node: Node) => Object.keys(node).find((key) => key !== ':@')!;
const childrenOf = (node: Node) => (node[nameOf(node)] ?? []) as Node[];
const attribute = (node: Node, name: string): string | undefined => node[':@']?.[name];
const elements = (nodes: Node[], name: string) => nodes.filter((node) => nameOf(node) === name);

/** The line of each start tag of an element, in document order, to place a problem at its unit or file. */
function tagLines(xml: string, name: string): number[] {
  return [...xml.matchAll(new RegExp(`<${name}[\\s/>]`, 'g'))].map((match) => xml.slice(0, match.index).split('\n').length);
}

/** Inline content as words and codes. <mrk> only annotates its words; <cp> writes a character XML cannot. */
function inlineParts(nodes: Node[]): InlinePart[] {
  return nodes.flatMap((node): InlinePart[] => {
    const name = nameOf(node);
    if (name === '#text') return [{ text: String(node['#text']) }];
    if (name === 'ph') return [{ ph: attribute(node, 'id') ?? '' }];
    if (name === 'mrk') return inlineParts(childrenOf(node));
    if (name === 'cp') return [{ text: String.fromCodePoint(Number.parseInt(attribute(node, 'hex') ?? 'FFFD', 16) || 0xfffd) }];
    return [{ unexpected: name }];
  });
}

/** A unit's segments (and the spaces between them a tool keeps apart) as one source and target. */
function readUnit(unit: Node, line: number): XliffUnit {
  const parts = childrenOf(unit).filter((node) => ['segment', 'ignorable'].includes(nameOf(node)));
  const contentOf = (name: string) => parts.flatMap((part) => elements(childrenOf(part), name).flatMap((content) => inlineParts(childrenOf(content))));
  const states = elements(parts, 'segment').map((segment) => attribute(segment, 'state') ?? 'initial');
  const lowest = states.sort((a, b) => STATE_ORDER.indexOf(a) - STATE_ORDER.indexOf(b))[0] ?? 'initial';
  const hasTarget = parts.some((part) => elements(childrenOf(part), 'target').length > 0);
  return { id: attribute(unit, 'id'), line, state: lowest, source: contentOf('source'), ...(hasTarget ? { target: contentOf('target') } : {}) };
}

/** The units of a file or a group, groups opened, in document order. */
function unitsIn(nodes: Node[]): Node[] {
  return nodes.flatMap((node) => (nameOf(node) === 'unit' ? [node] : nameOf(node) === 'group' ? unitsIn(childrenOf(node)) : []));
}

/**
 * Reads an XLIFF 2.0 document without trusting it: a file that is not XML, carries a DOCTYPE (which
 * XLIFF has none of, and whose entities could expand without end), or is not XLIFF 2.0 is refused
 * with the reason, before anything of it is used.
 */
export function readXliff(xml: string): { document?: XliffDocument; problems: XliffProblem[] } {
  const refused = (message: string, line = 1, column = 1) => ({ problems: [{ line, column, message }] });
  const doctype = /<!DOCTYPE/i.exec(xml);
  if (doctype) return refused('has a DOCTYPE, which XLIFF 2.0 has none of; export the file again from the translation tool as XLIFF 2.0', xml.slice(0, doctype.index).split('\n').length);
  const wellFormed = XMLValidator.validate(xml);
  if (wellFormed !== true) return refused(`is not well-formed XML: ${wellFormed.err.msg}`, wellFormed.err.line, wellFormed.err.col);

  const parser = new XMLParser({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '', trimValues: false, parseTagValue: false, parseAttributeValue: false, htmlEntities: false, ignoreDeclaration: true, ignorePiTags: true });
  const roots = (parser.parse(xml) as Node[]).filter((node) => nameOf(node) !== '#text');
  const root = roots[0];
  if (!root || nameOf(root) !== 'xliff') return refused(`is not XLIFF: its root element is <${root ? nameOf(root) : 'nothing'}>, not <xliff>`);
  const version = attribute(root, 'version');
  if (version !== '2.0') return refused(`is XLIFF ${version ?? 'without a version'}, not 2.0; export the file from the translation tool as XLIFF 2.0`);
  if (attribute(root, 'xmlns') !== XLIFF_NAMESPACE) return refused(`is not in the namespace of XLIFF 2.0 (${XLIFF_NAMESPACE})`);

  const fileLines = tagLines(xml, 'file');
  const unitLines = tagLines(xml, 'unit');
  let unitIndex = 0;
  const files = elements(childrenOf(root), 'file').map((file, index): XliffFile => ({
    original: attribute(file, 'original'),
    line: fileLines[index] ?? 1,
    units: unitsIn(childrenOf(file)).map((unit) => readUnit(unit, unitLines[unitIndex++] ?? 1)),
  }));
  return { document: { srcLang: attribute(root, 'srcLang'), trgLang: attribute(root, 'trgLang'), files }, problems: [] };
}
