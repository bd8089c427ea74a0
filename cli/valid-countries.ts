import type { CountryConfig } from '../src/config/country.generated.ts';
import { resolveCountryFiles } from './country-inputs.ts';
import { CliError, UsageError } from '../validation/errors.ts';
import { displayPath } from '../validation/paths.ts';
import { textReport } from '../validation/report.ts';
import type { Diagnostic } from '../validation/diagnostic.ts';
import { validateCountryFiles, type CountryFile } from '../validation/validate-countries.ts';

export interface CountrySelection {
  country?: string;
  all?: boolean;
  /** The folder of country files; countries/ by default. */
  countries?: string;
}

/** Commands that act on one country or all of them take exactly one of --country and --all. */
export function requireSelection(selection: CountrySelection): void {
  if (Boolean(selection.country) === Boolean(selection.all)) throw new UsageError('pass either --country <code> or --all');
}

/** Invalid data: the validator's problems, and its report of them as the terminal shows it. */
export interface RefusedData {
  diagnostics: Diagnostic[];
  report: string;
}

/**
 * The selected countries' files, resolved and validated; a selected country's parents are read from
 * its folder. Invalid data gives the validator's report instead.
 */
export async function checkCountryFiles({ country, countries }: CountrySelection): Promise<{ files: CountryFile[] } | RefusedData> {
  const files = resolveCountryFiles(countries ? [countries] : [], country);
  const result = await validateCountryFiles(files);
  if (result.diagnostics.length === 0) return { files: [...result.countries.values()] };
  // Counted as validate counts them: the files asked for, their parents apart.
  return { diagnostics: result.diagnostics, report: textReport(result.diagnostics, result.sources, files.length, new Set(files.map(displayPath))) };
}

/** The selected countries' files, as checkCountryFiles gives them; invalid data stops the command with the validator's report. */
export async function loadValidCountryFiles(selection: CountrySelection): Promise<CountryFile[]> {
  const checked = await checkCountryFiles(selection);
  if ('report' in checked) throw new CliError(checked.report);
  return checked.files;
}

/** The selected countries' resolved data, validated as loadValidCountryFiles does. */
export async function loadValidCountries(selection: CountrySelection): Promise<CountryConfig[]> {
  return (await loadValidCountryFiles(selection)).map(({ config }) => config);
}
