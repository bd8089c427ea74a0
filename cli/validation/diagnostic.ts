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

/** A code frame shows at most this much of a line: a hostile file may hold megabytes on one. */
const FRAME_WIDTH = 120;

/** `file:line:col: message`, then the offending source line and a caret under the column. */
export function formatDiagnostic(diagnostic: Diagnostic, sourceLines: readonly string[]): string {
  const { file, line, column, message } = diagnostic;
  const heading = `${file}:${line}:${column}: ${message}`;
  const source = sourceLines[line - 1];
  if (source === undefined) return heading;
  const { text, caretAt } = frameLine(source, column - 1);
  const gutter = String(line);
  const caret = `${' '.repeat(gutter.length)} | ${' '.repeat(caretAt)}^`;
  return [heading, `  ${gutter} | ${text}`, `  ${caret}`].join('\n');
}

/** The part of a long line around the column, marked with … where cut; control characters shown as U+FFFD, never sent raw to a terminal. */
function frameLine(source: string, index: number): { text: string; caretAt: number } {
  const visible = source.replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g, '\uFFFD');
  if (visible.length <= FRAME_WIDTH) return { text: visible, caretAt: Math.max(index, 0) };
  const start = Math.min(Math.max(index - FRAME_WIDTH / 2, 0), visible.length - FRAME_WIDTH);
  const before = start > 0 ? '…' : '';
  const after = start + FRAME_WIDTH < visible.length ? '…' : '';
  return { text: `${before}${visible.slice(start, start + FRAME_WIDTH)}${after}`, caretAt: index - start + before.length };
}
