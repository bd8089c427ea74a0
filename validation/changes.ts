import { displayPath } from './paths.ts';
import { decodeText } from './characters.ts';
import { formatDiagnostic, type Diagnostic } from './diagnostic.ts';
import { readFileBytes } from './file-bytes.ts';
import { summaryLine, type SourceLines } from './report.ts';

export interface Changes {
  added: Diagnostic[];
  fixed: Diagnostic[];
}

/**
 * The same error, wherever its line moved: a line added above a wrong value must not show that
 * value's error as fixed and new again. Errors with no value to point at (syntax) keep their place.
 */
function identity({ file, path, line, column, message }: Diagnostic): string {
  return [file, path === '' ? `${line}:${column}` : path, message].join('\0');
}

export function changesBetween(before: readonly Diagnostic[], after: readonly Diagnostic[]): Changes {
  const had = new Set(before.map(identity));
  const has = new Set(after.map(identity));
  return { added: after.filter((diagnostic) => !had.has(identity(diagnostic))), fixed: before.filter((diagnostic) => !has.has(identity(diagnostic))) };
}

/** What a re-validation changed: the errors fixed, one line each, the new ones with their code frame, then the summary. */
export function changesReport({ added, fixed }: Changes, after: readonly Diagnostic[], fileCount: number, lines: SourceLines): string {
  const fixedBlock = fixed.map(({ file, line, column, message }) => `fixed: ${file}:${line}:${column}: ${message}`).join('\n');
  const counts = added.length + fixed.length === 0 ? 'no change' : `${added.length} new, ${fixed.length} fixed`;
  const blocks = [...(fixed.length > 0 ? [`${fixedBlock}\n`] : []), ...added.map((diagnostic) => `new: ${formatDiagnostic(diagnostic, lines.get(diagnostic.file)?.lines ?? [])}\n`)];
  return [...blocks, `${summaryLine(after, fileCount)} (${counts})`].join('\n');
}

/**
 * The files' lines as they are now, read just before they are checked, so a frame shows the text
 * its error was found in even when the file is saved again during the check.
 */
export function currentLines(files: readonly string[]): SourceLines {
  return new Map(files.map((file) => [displayPath(file), { lines: linesOf(file) }]));
}

function linesOf(file: string): string[] {
  try {
    const read = readFileBytes(file);
    return 'bytes' in read ? decodeText(read.bytes).split(/\r?\n/) : [];
  } catch {
    // Gone or renamed since it was listed: its diagnostics still name where they were.
    return [];
  }
}
