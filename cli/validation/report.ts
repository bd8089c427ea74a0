import { formatDiagnostic, type Diagnostic } from './diagnostic.ts';
import { escapeUnsafe } from './shown.ts';

function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** One line saying how the run went: all valid, or how many errors in how many files. */
export function summaryLine(diagnostics: readonly Diagnostic[], fileCount: number): string {
  if (diagnostics.length === 0) return `${plural(fileCount, 'country file is', 'country files are')} valid`;
  const failedFiles = new Set(diagnostics.map((diagnostic) => diagnostic.file)).size;
  return `${plural(diagnostics.length, 'error')} in ${failedFiles} of ${plural(fileCount, 'country file')}`;
}

/** The lines of each checked file by the name its diagnostics give it (a YamlSource is one), for the code frames. */
export type SourceLines = ReadonlyMap<string, { readonly lines: readonly string[] }>;

/** The text report: every diagnostic with its code frame, then a one-line summary. */
export function textReport(diagnostics: readonly Diagnostic[], sources: SourceLines, fileCount: number): string {
  const frames = diagnostics.map((diagnostic) => `${formatDiagnostic(diagnostic, sources.get(diagnostic.file)?.lines ?? [])}\n`);
  return [...frames, summaryLine(diagnostics, fileCount)].join('\n');
}

export function jsonReport(diagnostics: readonly Diagnostic[]): string {
  return JSON.stringify({ valid: diagnostics.length === 0, errors: diagnostics }, null, 2);
}

/**
 * GitHub Actions workflow commands: one `::error` line per diagnostic, which the run shows as an
 * annotation on the file and line; the summary stays a plain log line.
 */
export function githubReport(diagnostics: readonly Diagnostic[], fileCount: number): string {
  const commands = diagnostics.map(
    ({ file, line, column, message }) =>
      `::error file=${escapeProperty(escapeUnsafe(file))},line=${line},col=${column}::${escapeData(message)}`,
  );
  return [...commands, summaryLine(diagnostics, fileCount)].join('\n');
}

/** A message may span lines; a raw line break or `%` would end or garble the command. */
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** In a property `:` and `,` also separate the command's parts. */
function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
