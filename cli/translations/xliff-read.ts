import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { decodeText } from '../../validation/characters.ts';
import { malformedBytes, withLineFeeds } from './xliff-encoding.ts';
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
  column: number;
  /** The lowest state of its segments: a unit is translated once each of its sentences is. */
  state: string;
  source: InlinePart[];
  /** Whether its source keeps every space as written (xml:space="preserve"); by default a tool may re-indent it. */
  sourcePreservesSpace: boolean;
  target?: InlinePart[];
  /** What is wrong with its shape, whatever its texts: a segment with two targets. */
  shapeProblems: string[];
}

export interface XliffFile {
  original?: string;
  line: number;
  column: number;
  units: XliffUnit[];
}

export interface XliffDocument {
  srcLang?: string;
  trgLang?: string;
  files: XliffFile[];
}

type Node = Record<string, unknown> & { ':@'?: Record<string, string> };

const STATE_ORDER = ['initial', 'translated', 'reviewed', 'final'];
/** Far deeper than any translation tool nests <mrk>: the parser's own limit would end in a stack trace. */
const MAX_DEPTH = 40;
const XML_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** A text with XML's references decoded once: the five named entities, and characters by number. */
function decoded(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|lt|gt|amp|quot|apos);/g, (_, name: string) => {
    if (!name.startsWith('#')) return XML_ENTITIES[name]!;
    const codePoint = name[1] === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : '\uFFFD';
  });
}

const nameOf = (node: Node) => Object.keys(node).find((key) => key !== ':@')!;
const childrenOf = (node: Node) => (node[nameOf(node)] ?? []) as Node[];
const attribute = (node: Node, name: string): string | undefined => {
  const value = node[':@']?.[name];
  return value === undefined ? undefined : decoded(value);
};
const elements = (nodes: Node[], name: string) => nodes.filter((node) => nameOf(node) === name);

/** Line and column of each offset, found by halving: a file of thousands of units is read in one pass. */
function positions(xml: string): (offset: number) => { line: number; column: number } {
  const lineStarts = [0, ...[...xml.matchAll(/\n/g)].map((match) => match.index + 1)];
  return (offset) => {
    let [low, high] = [0, lineStarts.length - 1];
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (lineStarts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - lineStarts[low]! + 1 };
  };
}

/** Where each start tag of an element is, in document order, to place a problem at its unit or file. */
function tagPositions(xml: string, name: string, at: ReturnType<typeof positions>) {
  return [...xml.matchAll(new RegExp(`<${name}[\\s/>]`, 'g'))].map((match) => at(match.index));
}

/** Inline content as words and codes. <mrk> only annotates its words; <cp> writes a character XML cannot. */
function inlineParts(nodes: Node[]): InlinePart[] {
  return nodes.flatMap((node): InlinePart[] => {
    const name = nameOf(node);
    if (name === '#text') return [{ text: decoded(String(node['#text'])) }];
    if (name === '#cdata') return childrenOf(node).map((text) => ({ text: String(text['#text']) }));
    if (name === 'ph') return [{ ph: attribute(node, 'id') ?? '' }];
    if (name === 'mrk') return inlineParts(childrenOf(node));
    if (name === 'cp') return [{ text: String.fromCodePoint(Number.parseInt(attribute(node, 'hex') ?? 'FFFD', 16) || 0xfffd) }];
    return [{ unexpected: name }];
  });
}

/**
 * A unit's segments, and the spaces between them a tool keeps apart (<ignorable>), as one source and
 * target. An <ignorable> without a target keeps its source in the target: it is not translated.
 */
function readUnit(unit: Node, space: string, at: { line: number; column: number }): XliffUnit {
  const parts = childrenOf(unit).filter((node) => ['segment', 'ignorable'].includes(nameOf(node)));
  const sources = parts.flatMap((part) => elements(childrenOf(part), 'source'));
  const contentOf = (part: Node, name: string) => elements(childrenOf(part), name).flatMap((content) => inlineParts(childrenOf(content)));
  const targetOf = (part: Node) => (nameOf(part) === 'ignorable' && elements(childrenOf(part), 'target').length === 0 ? contentOf(part, 'source') : contentOf(part, 'target'));
  const states = elements(parts, 'segment').map((segment) => attribute(segment, 'state') ?? 'initial');
  const lowest = states.sort((a, b) => STATE_ORDER.indexOf(a) - STATE_ORDER.indexOf(b))[0] ?? 'initial';
  const hasTarget = elements(parts, 'segment').some((segment) => elements(childrenOf(segment), 'target').length > 0);
  const doubled = parts.some((part) => elements(childrenOf(part), 'target').length > 1 || elements(childrenOf(part), 'source').length > 1);
  return {
    id: attribute(unit, 'id'),
    ...at,
    state: lowest,
    source: parts.flatMap((part) => contentOf(part, 'source')),
    sourcePreservesSpace: sources.some((source) => spaceOf(source, space) === 'preserve'),
    ...(hasTarget ? { target: parts.flatMap(targetOf) } : {}),
    shapeProblems: doubled ? ['has a segment with two sources or two targets; a segment has one of each'] : [],
  };
}

/** XML's white-space handling of an element ("default" or "preserve"): its own xml:space, else its parent's. */
const spaceOf = (node: Node, inherited: string): string => attribute(node, 'xml:space') ?? inherited;

/** The units of a file or a group, groups opened, in document order, each with the xml:space it inherits. */
function unitsIn(nodes: Node[], space: string): Array<{ unit: Node; space: string }> {
  return nodes.flatMap((node) => {
    if (nameOf(node) === 'unit') return [{ unit: node, space: spaceOf(node, space) }];
    return nameOf(node) === 'group' ? unitsIn(childrenOf(node), spaceOf(node, space)) : [];
  });
}

/** Why a file is no XML this reader takes, before any parser reads it; or nothing. */
function unreadable(xml: string, at: ReturnType<typeof positions>): XliffProblem | undefined {
  if (/^(?:\uFEFF)?\s*<\?xml[^>]*encoding=["']UTF-16/i.test(xml) || xml.includes('\u0000')) {
    return { line: 1, column: 1, message: 'is saved as UTF-16; save it as UTF-8, as XLIFF files are exchanged' };
  }
  const doctype = /<!DOCTYPE/i.exec(xml);
  if (doctype) return { ...at(doctype.index), message: 'has a DOCTYPE, which XLIFF 2.0 has none of; export the file again from the translation tool as XLIFF 2.0' };
  // Outside comments and CDATA, kept as long so that offsets stay: XML knows five named entities, and no DOCTYPE here defines more.
  const plain = xml.replace(/<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>/g, (skipped) => skipped.replace(/[^\n]/g, ' '));
  const entity = /&(?!(?:lt|gt|amp|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);)([^\s;&<]*;?)/.exec(plain);
  if (entity) return { ...at(entity.index), message: `has the reference "&${entity[1]}", which XML does not define; write the character itself (or &#…; by its number)` };
  let depth = 0;
  for (const tag of plain.matchAll(/<(\/?)[A-Za-z][^>]*?(\/?)>/g)) {
    depth += tag[1] ? -1 : tag[2] ? 0 : 1;
    if (depth > MAX_DEPTH) return { ...at(tag.index), message: `nests its elements deeper than ${MAX_DEPTH}; no export of the kit does` };
  }
  return undefined;
}

/** The validator's words, where they name an element left open, as a translator reads them. */
function wellFormedMessage(message: string): string {
  const open = /^Invalid '\[(.*)\]' found\.$/s.exec(message);
  if (!open) return message;
  const elementsOpen = [...open[1]!.matchAll(/"([^"]+)"/g)].map(([, name]) => `<${name}>`);
  return `ends before ${elementsOpen.reverse().join(', ')} ${elementsOpen.length === 1 ? 'is' : 'are'} closed: is the file cut off?`;
}

/**
 * Reads an XLIFF 2.0 document without trusting it: a file that is not XML, carries a DOCTYPE (which
 * XLIFF has none of, and whose entities could expand without end), is not XLIFF 2.0 or not UTF-8 is
 * refused with the reason, before anything of it is used.
 */
export function readXliff(raw: Uint8Array): { document?: XliffDocument; problems: XliffProblem[] } {
  const bytes = withLineFeeds(raw);
  const xml = decodeText(bytes);
  const at = positions(xml);
  const refused = (message: string, where = { line: 1, column: 1 }) => ({ problems: [{ ...where, message }] });
  const notReadable = unreadable(xml, at);
  if (notReadable) return { problems: [notReadable] };
  const wellFormed = XMLValidator.validate(xml);
  if (wellFormed !== true) {
    const cutOff = wellFormedMessage(wellFormed.err.msg);
    // Elements left open are found where the file ends, not where the validator starts counting.
    const where = cutOff === wellFormed.err.msg ? { line: wellFormed.err.line, column: wellFormed.err.col } : at(xml.trimEnd().length);
    return refused(`is not well-formed XML: ${cutOff}`, where);
  }

  const parser = new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: '',
    trimValues: false,
    parseTagValue: false,
    parseAttributeValue: false,
    // Decoded here, once (decoded()): the parser would decode CDATA's text as well.
    processEntities: false,
    htmlEntities: false,
    cdataPropName: '#cdata',
    ignoreDeclaration: true,
    ignorePiTags: true,
  });
  let parsed: Node[];
  try {
    parsed = parser.parse(xml) as Node[];
  } catch (error) {
    return refused(`cannot be read as XML: ${(error as Error).message}`);
  }
  const roots = parsed.filter((node) => nameOf(node) !== '#text');
  const root = roots[0];
  if (root && /^[\w.-]+:xliff$/.test(nameOf(root))) return refused(`names its root <${nameOf(root)}> with a prefix; export it with XLIFF as the default namespace (<xliff xmlns="${XLIFF_NAMESPACE}">)`);
  if (!root || nameOf(root) !== 'xliff') return refused(`is not XLIFF: its root element is <${root ? nameOf(root) : 'nothing'}>, not <xliff>`);
  const version = attribute(root, 'version');
  if (version !== '2.0') return refused(`is XLIFF ${version ?? 'without a version'}, not 2.0; export the file from the translation tool as XLIFF 2.0`);
  if (attribute(root, 'xmlns') !== XLIFF_NAMESPACE) return refused(`is not in the namespace of XLIFF 2.0 (${XLIFF_NAMESPACE})`);

  const filePositions = tagPositions(xml, 'file', at);
  const unitPositions = tagPositions(xml, 'unit', at);
  let unitIndex = 0;
  const files = elements(childrenOf(root), 'file').map((file, index): XliffFile => ({
    original: attribute(file, 'original'),
    ...(filePositions[index] ?? { line: 1, column: 1 }),
    units: unitsIn(childrenOf(file), spaceOf(file, spaceOf(root, 'default'))).map(({ unit, space }) => readUnit(unit, space, unitPositions[unitIndex++] ?? { line: 1, column: 1 })),
  }));
  const notUtf8 = malformedBytes(bytes, xml, files.flatMap(({ units }) => units), at);
  if (notUtf8.length > 0) return { problems: notUtf8 };
  return { document: { srcLang: attribute(root, 'srcLang'), trgLang: attribute(root, 'trgLang'), files }, problems: [] };
}
