import { resolveCountryFiles } from '../country-inputs.ts';
import { EXIT_INVALID } from '../errors.ts';
import { jsonReport, textReport } from '../validation/report.ts';
import { validateCountryFiles } from '../validation/validate-countries.ts';

export interface ValidateOptions {
  country?: string;
  format: 'text' | 'json';
}

export async function validateCommand(inputs: string[], options: ValidateOptions): Promise<void> {
  const files = resolveCountryFiles(inputs, options.country);
  const { diagnostics, sources, fileCount } = await validateCountryFiles(files);
  console.log(options.format === 'json' ? jsonReport(diagnostics) : textReport(diagnostics, sources, fileCount));
  if (diagnostics.length > 0) process.exitCode = EXIT_INVALID;
}
