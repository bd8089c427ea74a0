import { CST, Parser, parseDocument, type LineCounter, type YAMLError } from 'yaml';
import type { TextProblem } from './diagnostic.ts';
import { MAX_FILE_BYTES } from './file-bytes.ts';
import { clipped } from './shown.ts';

/** A file broken in more places than this needs its first mistakes fixed before the rest make sense. */
const MAX_SYNTAX_ERRORS = 20;

/**
 * How much text may be read again to sort out one file's errors: each one costs two reads of the
 * whole file (its constructs, then the file without the broken part), so the largest file allowed
 * gets two rounds and a hostile one cannot make the check slow.
 */
const REREAD_BUDGET = 4 * MAX_FILE_BYTES;

/** A stretch of the text the parser could not read, and what broke it. */
interface BrokenPart {
  start: number;
  end: number;
  /** What is wrong and what is allowed, said at `start`. */
  sentence: string;
  /** Where the blanking starts, when before `start`: a line with a stray character goes whole. */
  blankFrom?: number;
}

/** A syntax error, and where the text it makes unreadable starts: its construct, or its whole line. */
export interface SyntaxProblem extends TextProblem {
  brokenFrom: number;
}

/**
 * Every independent syntax error of a YAML text, each at the place where the broken construct
 * starts. After one error the parser's further complaints are mostly its consequences, so the
 * broken part is blanked out and the text parsed again: what the parser still finds after it is
 * a mistake of its own.
 */
export function syntaxProblems(text: string, errors: readonly YAMLError[], lineCounter: LineCounter): SyntaxProblem[] {
  const rounds = Math.min(MAX_SYNTAX_ERRORS, Math.max(1, Math.floor(REREAD_BUDGET / (2 * text.length))));
  const problems: SyntaxProblem[] = [];
  let remaining = errors;
  let readable = text;
  let sortedOutUpTo = 0;
  while (remaining.length > 0) {
    if (problems.length === rounds) {
      problems.push({ offset: sortedOutUpTo, brokenFrom: sortedOutUpTo, message: 'invalid YAML: the parser finds more from here on, not sorted out; allowed: YAML 1.2 syntax (fix the errors above, then validate again)' });
      break;
    }
    const first = [...remaining].sort((a, b) => a.pos[0] - b.pos[0])[0]!;
    const broken = brokenConstructAround(readable, first.pos[0]) ?? unquotedTextInBraces(readable, first) ?? brokenLine(readable, first);
    problems.push({ offset: broken.start, brokenFrom: broken.blankFrom ?? broken.start, message: messageFor(broken, first, lineCounter) });
    readable = blanked(readable, broken);
    sortedOutUpTo = broken.end;
    // Blanking keeps every offset, so what is left after the broken part is where it was.
    remaining = parseDocument(readable, { prettyErrors: false, uniqueKeys: false }).errors.filter((error) => error.pos[0] >= broken.end);
  }
  return problems;
}

function messageFor(broken: BrokenPart, error: YAMLError, lineCounter: LineCounter): string {
  const message = `invalid YAML: ${broken.sentence}`;
  if (broken.start === error.pos[0]) return message;
  const { line, col } = lineCounter.linePos(error.pos[0]);
  return `${message}\nthe parser gave up at ${line}:${col}: ${parserSentence(error)}`;
}

/** yaml's messages end with a position and a code frame of their own; keep the sentence only. */
function parserSentence(error: YAMLError): string {
  return clipped(error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, ''));
}

/** The innermost unclosed `[`, `{` or quoted string holding the offset: the error started there, wherever the parser noticed it. */
function brokenConstructAround(text: string, offset: number): BrokenPart | undefined {
  let innermost: BrokenPart | undefined;
  const visit = (token: unknown): void => {
    if (typeof token !== 'object' || token === null) return;
    const broken = unclosed(token as CST.Token);
    if (broken && broken.start <= offset && offset <= broken.end && (!innermost || broken.start > innermost.start)) innermost = broken;
    for (const child of Object.values(token)) {
      if (Array.isArray(child)) child.forEach(visit);
      else visit(child);
    }
  };
  for (const token of new Parser().parse(text)) visit(token);
  return innermost;
}

function unclosed(token: CST.Token): BrokenPart | undefined {
  const end = () => token.offset + CST.stringify(token).length;
  if (token.type === 'flow-collection') {
    const closed = token.end.some(({ type }) => type === 'flow-seq-end' || type === 'flow-map-end');
    if (closed) return undefined;
    const [opening, closing, kind] = token.start.source === '[' ? ['[', ']', 'list'] : ['{', '}', 'mapping'];
    return { start: token.offset, end: end(), sentence: `the ${kind} opened here with "${opening}" is never closed; allowed: the ${kind} closed with "${closing}"` };
  }
  if (token.type === 'double-quoted-scalar' || token.type === 'single-quoted-scalar') {
    const quote = token.source[0]!;
    if (isClosedQuote(token.source, quote)) return undefined;
    return { start: token.offset, end: end(), sentence: `the string opened here with ${quote} is never closed; allowed: the string closed with ${quote}` };
  }
  return undefined;
}

function isClosedQuote(source: string, quote: string): boolean {
  if (source.length < 2 || !source.endsWith(quote)) return false;
  if (quote === "'") return true;
  // In a double-quoted string an odd run of backslashes escapes the final quote.
  const backslashes = /\\*$/.exec(source.slice(0, -1))![0].length;
  return backslashes % 2 === 0;
}

/** A line's start, before any "- " of list items and "key: ": what may stand before a value. */
const BEFORE_A_VALUE = /^[ \t-]*(?:[^{}[\]#'"]*:[ \t]+)?$/;

/**
 * A plain text that starts with "{" or "[", which YAML reads as a mapping or a list, so the
 * words after its closing bracket break the line: `headline: {returnPeriod} Obsługa…`. The
 * way out is quotes, so the message shows the line quoted.
 */
function unquotedTextInBraces(text: string, error: YAMLError): BrokenPart | undefined {
  const offset = error.pos[0];
  const line = brokenLine(text, error);
  const lineStart = line.blankFrom;
  let opening: number | undefined;
  const visit = (token: unknown): void => {
    if (typeof token !== 'object' || token === null || opening !== undefined) return;
    const { type, offset: start } = token as CST.Token;
    if (type === 'flow-collection' && start >= lineStart && start < offset && BEFORE_A_VALUE.test(text.slice(lineStart, start))) opening = start;
    for (const child of Object.values(token)) {
      if (Array.isArray(child)) child.forEach(visit);
      else visit(child);
    }
  };
  for (const token of new Parser().parse(text)) visit(token);
  if (opening === undefined) return undefined;
  const before = text.slice(lineStart, opening).trimStart();
  const value = text.slice(opening, line.end).trimEnd().replace(/\s+#.*$/, '');
  const quoted = `${before}'${clipped(value).replace(/'/g, "''")}'`;
  const sentence = `${parserSentence(error)}; allowed: YAML 1.2 syntax; a text that starts with "${text[opening]}" must be quoted: ${quoted}`;
  return { ...line, start: opening, sentence };
}

/** Any other error (a tab as indentation, a stray character): the parser's own position, and its line taken out of the rest. */
function brokenLine(text: string, error: YAMLError): BrokenPart & { blankFrom: number } {
  const offset = error.pos[0];
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const lineEnd = text.indexOf('\n', offset);
  return { start: offset, end: lineEnd === -1 ? text.length : lineEnd + 1, sentence: lineSentence(error), blankFrom: lineStart };
}

/** An editor shows a tab as spaces, so "YAML 1.2 syntax" alone would not tell the writer what to change. */
function lineSentence(error: YAMLError): string {
  if (error.code === 'TAB_AS_INDENT') return 'a tab is used as indentation; allowed: spaces only, as YAML forbids tabs there; replace the tab with spaces';
  return `${parserSentence(error)}; allowed: YAML 1.2 syntax`;
}

/** The text with the broken part turned into spaces, line breaks kept. */
function blanked(text: string, broken: BrokenPart): string {
  const from = broken.blankFrom ?? broken.start;
  return text.slice(0, from) + text.slice(from, broken.end).replace(/[^\r\n]/g, ' ') + text.slice(broken.end);
}
