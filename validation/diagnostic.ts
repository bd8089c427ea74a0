import { escapeUnsafe } from './shown.ts';
import { UNSAFE_CHARACTER } from './unsafe-characters.ts';

/** One problem in one input file, located as an editor would show it (1-based line and column). */
export interface Diagnostic {
  file: string;
  line: number;
  column: number;
  /** JSON pointer of the offending value, '' for the whole document. */
  path: string;
  message: string;
}

/** A problem found in a file's text, at an offset not yet turned into a line and column. */
export interface TextProblem {
  offset: number;
  message: string;
}

export function byPosition(a: Diagnostic, b: Diagnostic): number {
  return a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.message.localeCompare(b.message);
}

/**
 * The most diagnostics listed per file. A file with thousands of bad values needs its first
 * ones fixed, not a list that takes longer to print than to read.
 */
const MAX_PER_FILE = 100;

/** Diagnostics sorted by position, at most MAX_PER_FILE per file; one last line, at the first left out, counts the rest. */
export function capPerFile(sorted: readonly Diagnostic[]): Diagnostic[] {
  const byFile = new Map<string, Diagnostic[]>();
  for (const diagnostic of sorted) {
    const diagnostics = byFile.get(diagnostic.file) ?? [];
    diagnostics.push(diagnostic);
    byFile.set(diagnostic.file, diagnostics);
  }
  return [...byFile.values()].flatMap((diagnostics) => {
    const unlisted = diagnostics.length - MAX_PER_FILE;
    if (unlisted <= 0) return diagnostics;
    const summary = {
      ...diagnostics[MAX_PER_FILE]!,
      path: '',
      message: `${unlisted} more ${unlisted === 1 ? 'error' : 'errors'} in this file from here on, not listed; allowed: at most ${MAX_PER_FILE} listed per file, fix these first`,
    };
    return [...diagnostics.slice(0, MAX_PER_FILE), summary];
  });
}

/** A code frame shows at most this much of a line: a hostile file may hold megabytes on one. */
const FRAME_WIDTH = 120;

/** `file:line:col: message`, then the offending source line and a caret under the column. */
export function formatDiagnostic(diagnostic: Diagnostic, sourceLines: readonly string[]): string {
  const { file, line, column, message } = diagnostic;
  // A file name can hold control characters too: escaped, it cannot fake a line or steer the terminal.
  const heading = `${escapeUnsafe(file)}:${line}:${column}: ${message}`;
  const source = sourceLines[line - 1];
  if (source === undefined) return heading;
  const { text, caretAt } = frameLine(source, column - 1);
  const gutter = String(line);
  const caret = `${' '.repeat(gutter.length)} | ${' '.repeat(caretAt)}^`;
  return [heading, `  ${gutter} | ${text}`, `  ${caret}`].join('\n');
}

/** The part of a long line around the column, marked with … where cut; unsafe characters shown as U+FFFD, never sent raw to a terminal. */
function frameLine(source: string, index: number): { text: string; caretAt: number } {
  const visible = source.replace(UNSAFE_CHARACTER, '\uFFFD');
  if (visible.length <= FRAME_WIDTH) return { text: visible, caretAt: Math.max(index, 0) };
  const start = Math.min(Math.max(index - FRAME_WIDTH / 2, 0), visible.length - FRAME_WIDTH);
  const before = start > 0 ? '…' : '';
  const after = start + FRAME_WIDTH < visible.length ? '…' : '';
  return { text: `${before}${visible.slice(start, start + FRAME_WIDTH)}${after}`, caretAt: index - start + before.length };
}
