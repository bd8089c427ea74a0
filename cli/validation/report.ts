import { formatDiagnostic, type Diagnostic } from './diagnostic.ts';
import type { YamlSource } from './yaml-source.ts';

function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** The text report: every diagnostic with its code frame, then a one-line summary. */
export function textReport(diagnostics: readonly Diagnostic[], sources: ReadonlyMap<string, YamlSource>, fileCount: number): string {
  if (diagnostics.length === 0) return `${plural(fileCount, 'country file is', 'country files are')} valid`;
  const frames = diagnostics.map((diagnostic) => `${formatDiagnostic(diagnostic, sources.get(diagnostic.file)?.lines ?? [])}\n`);
  const failedFiles = new Set(diagnostics.map((diagnostic) => diagnostic.file)).size;
  return [...frames, `${plural(diagnostics.length, 'error')} in ${failedFiles} of ${plural(fileCount, 'country file')}`].join('\n');
}

export function jsonReport(diagnostics: readonly Diagnostic[]): string {
  return JSON.stringify({ valid: diagnostics.length === 0, errors: diagnostics }, null, 2);
}
