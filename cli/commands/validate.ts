import { resolveCountryFiles } from '../country-inputs.ts';
import { EXIT_INVALID } from '../../validation/errors.ts';
import { displayPath } from '../../validation/paths.ts';
import { githubReport, jsonReport, textReport, type AskedFiles } from '../../validation/report.ts';
import { validateCountryFiles, type ValidationResult } from '../../validation/validate-countries.ts';
import type { ValidateOptions } from './validate-options.ts';

export async function validateCommand(inputs: string[], options: ValidateOptions): Promise<void> {
  const files = resolveCountryFiles(inputs, options.country);
  if (options.watch) return (await import('./validate-watch.ts')).watchCountryFiles(inputs, options);
  const result = await validateCountryFiles(files);
  // The summary counts the files asked for; the parents they inherit from are read too, yet not asked about.
  console.log(report(result, new Set(files.map(displayPath)), options.format));
  if (result.diagnostics.length > 0) process.exitCode = EXIT_INVALID;
}

function report({ diagnostics, sources }: ValidationResult, asked: AskedFiles, format: ValidateOptions['format']): string {
  if (format === 'json') return jsonReport(diagnostics);
  if (format === 'github') return githubReport(diagnostics, asked.size, asked);
  return textReport(diagnostics, sources, asked.size, asked);
}
