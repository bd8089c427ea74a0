import { resolveCountryFiles } from '../country-inputs.ts';
import { EXIT_INVALID } from '../errors.ts';
import { githubReport, jsonReport, textReport } from '../validation/report.ts';
import { validateCountryFiles, type ValidationResult } from '../validation/validate-countries.ts';

export interface ValidateOptions {
  country?: string;
  format: 'text' | 'json' | 'github';
  watch?: boolean;
}

export async function validateCommand(inputs: string[], options: ValidateOptions): Promise<void> {
  const files = resolveCountryFiles(inputs, options.country);
  if (options.watch) return (await import('./validate-watch.ts')).watchCountryFiles(inputs, options);
  const result = await validateCountryFiles(files);
  console.log(report(result, options.format));
  if (result.diagnostics.length > 0) process.exitCode = EXIT_INVALID;
}

function report({ diagnostics, sources, fileCount }: ValidationResult, format: ValidateOptions['format']): string {
  if (format === 'json') return jsonReport(diagnostics);
  if (format === 'github') return githubReport(diagnostics, fileCount);
  return textReport(diagnostics, sources, fileCount);
}
