import { basename } from 'node:path';
import { isCountryFileName } from './country-files.ts';
import { formatDiagnostic, type Diagnostic } from './diagnostic.ts';
import { escapeUnsafe, escapeUnsafeKeepingLines } from './shown.ts';

/** A locale's file, locales/<locale>/index.ts, as a diagnostic names it, or its folder (refused as a link). */
const isLocaleFile = (file: string) => /(?:^|\/)locales\/[^/]+(?:\/index\.ts)?$/.test(file);

function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/**
 * The files a run was asked to check, by the name its diagnostics give them. Without it every
 * country file with an error counts as asked.
 */
export type AskedFiles = ReadonlySet<string>;

/**
 * One line saying how the run went: all valid, or how many errors in how many of the country files
 * asked for. Errors elsewhere are counted apart, so the count of country files stays true: in a
 * file the asked ones inherit from, and in other files (order.txt, a misnamed li.yml).
 */
export function summaryLine(diagnostics: readonly Diagnostic[], fileCount: number, asked?: AskedFiles): string {
  if (diagnostics.length === 0) return `${plural(fileCount, 'country file is', 'country files are')} valid`;
  const failed = [...new Set(diagnostics.map((diagnostic) => diagnostic.file))];
  const isCountryFile = (file: string) => isCountryFileName(basename(file));
  const askedFailed = failed.filter((file) => isCountryFile(file) && (asked?.has(file) ?? true)).length;
  const inheritedFailed = failed.filter((file) => isCountryFile(file) && asked !== undefined && !asked.has(file)).length;
  const localeFailed = failed.filter(isLocaleFile).length;
  const otherFailed = failed.filter((file) => !isCountryFile(file) && !isLocaleFile(file)).length;
  const elsewhere = [
    ...(inheritedFailed > 0 ? [plural(inheritedFailed, 'parent file')] : []),
    ...(localeFailed > 0 ? [plural(localeFailed, 'locale file')] : []),
    ...(otherFailed > 0 ? [plural(otherFailed, 'other file')] : []),
  ];
  const errors = plural(diagnostics.length, 'error');
  // A country whose locale has a problem is not valid, although its own file has none.
  if (askedFailed === 0 && inheritedFailed === 0 && localeFailed > 0) return `${errors} in ${elsewhere.join(' and ')}; the countries with ${localeFailed === 1 ? 'that locale' : 'those locales'} are not valid`;
  if (askedFailed === 0 && inheritedFailed === 0) return `${errors} in ${elsewhere.join(' and ')}; ${plural(fileCount, 'country file is', 'country files are')} valid`;
  return `${errors} in ${[`${askedFailed} of ${plural(fileCount, 'country file')}`, ...elsewhere].join(' and ')}`;
}

/** The lines of each checked file by the name its diagnostics give it (a YamlSource is one), for the code frames. */
export type SourceLines = ReadonlyMap<string, { readonly lines: readonly string[] }>;

/** The text report: every diagnostic with its code frame, then a one-line summary. */
export function textReport(diagnostics: readonly Diagnostic[], sources: SourceLines, fileCount: number, asked?: AskedFiles): string {
  const frames = diagnostics.map((diagnostic) => `${formatDiagnostic({ ...diagnostic, message: escapeUnsafeKeepingLines(diagnostic.message) }, sources.get(diagnostic.file)?.lines ?? [])}\n`);
  return [...frames, summaryLine(diagnostics, fileCount, asked)].join('\n');
}

export function jsonReport(diagnostics: readonly Diagnostic[]): string {
  return JSON.stringify({ valid: diagnostics.length === 0, errors: diagnostics }, null, 2);
}

/**
 * GitHub Actions workflow commands: one `::error` line per diagnostic, which the run shows as an
 * annotation on the file and line; the summary stays a plain log line.
 */
export function githubReport(diagnostics: readonly Diagnostic[], fileCount: number, asked?: AskedFiles): string {
  const commands = diagnostics.map(
    ({ file, line, column, message }) =>
      `::error file=${escapeProperty(escapeUnsafe(file))},line=${line},col=${column}::${escapeUnsafe(escapeData(message))}`,
  );
  return [...commands, summaryLine(diagnostics, fileCount, asked)].join('\n');
}

/** A message may span lines; a raw line break or `%` would end or garble the command. */
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** In a property `:` and `,` also separate the command's parts. */
function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
