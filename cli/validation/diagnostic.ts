/** One problem in one input file, located as an editor would show it (1-based line and column). */
export interface Diagnostic {
  file: string;
  line: number;
  column: number;
  /** JSON pointer of the offending value, '' for the whole document. */
  path: string;
  message: string;
}

export function byPosition(a: Diagnostic, b: Diagnostic): number {
  return a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.message.localeCompare(b.message);
}

/** `file:line:col: message`, then the offending source line and a caret under the column. */
export function formatDiagnostic(diagnostic: Diagnostic, sourceLines: readonly string[]): string {
  const { file, line, column, message } = diagnostic;
  const heading = `${file}:${line}:${column}: ${message}`;
  const source = sourceLines[line - 1];
  if (source === undefined) return heading;
  const gutter = String(line);
  const caret = `${' '.repeat(gutter.length)} | ${' '.repeat(Math.max(column - 1, 0))}^`;
  return [heading, `  ${gutter} | ${source}`, `  ${caret}`].join('\n');
}
