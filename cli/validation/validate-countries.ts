import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { paths } from '../paths.ts';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import { byPosition, type Diagnostic } from './diagnostic.ts';
import { compileSchema } from './schema-registry.ts';
import type { SchemaProblem } from './schema-errors.ts';
import { checkYamlFile, diagnosticAt } from './check-yaml.ts';
import { localeProblem } from './locale-keys.ts';
import type { YamlSource } from './yaml-source.ts';

export interface CountryFile {
  source: YamlSource;
  config: CountryConfig;
}

export interface ValidationResult {
  diagnostics: Diagnostic[];
  /** The files that passed every check, by country code. */
  countries: Map<string, CountryFile>;
  sources: Map<string, YamlSource>;
}

export interface ValidationDirs {
  localesDir?: string;
  publicDir?: string;
}

/** The country files of a folder: every `*.yaml` in it, sorted by name. */
export function countryFilesIn(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => join(folder, name));
}

/** Parses and checks country files: YAML syntax, the schema, then the rules that span files. */
export async function validateCountryFiles(files: readonly string[], dirs: ValidationDirs = {}): Promise<ValidationResult> {
  const validate = compileSchema('country.schema.json', dirs.publicDir);
  const localesDir = dirs.localesDir ?? paths.locales;
  const diagnostics: Diagnostic[] = [];
  const sources = new Map<string, YamlSource>();
  const schemaValid: Array<{ source: YamlSource; config: CountryConfig; fileStem: string }> = [];
  const report = (source: YamlSource, problem: SchemaProblem) => diagnostics.push(diagnosticAt(source, problem));

  for (const file of files) {
    const checked = checkYamlFile(file, validate);
    sources.set(checked.source.file, checked.source);
    diagnostics.push(...checked.diagnostics);
    if (checked.diagnostics.length === 0) {
      schemaValid.push({ source: checked.source, config: checked.source.data as CountryConfig, fileStem: basename(file, '.yaml') });
    }
  }

  const crossFileProblems = await checkAcrossFiles(schemaValid, localesDir);
  for (const { source, problem } of crossFileProblems) report(source, problem);
  const failed = new Set(crossFileProblems.map(({ source }) => source.file));
  const countries = new Map(
    schemaValid.filter(({ source }) => !failed.has(source.file)).map(({ source, config }) => [config.code, { source, config }]),
  );
  return { diagnostics: diagnostics.sort(byPosition), countries, sources };
}

async function checkAcrossFiles(
  files: Array<{ source: YamlSource; config: CountryConfig; fileStem: string }>,
  localesDir: string,
): Promise<Array<{ source: YamlSource; problem: SchemaProblem }>> {
  const problems: Array<{ source: YamlSource; problem: SchemaProblem }> = [];
  const firstFileByCode = new Map<string, YamlSource>();
  for (const { source, config, fileStem } of files) {
    const expectedStem = config.code.toLowerCase();
    if (fileStem !== expectedStem) {
      problems.push({ source, problem: { pointer: '/code', at: 'value', message: `code is "${config.code}" but the file is named ${fileStem}.yaml; allowed: the file ${expectedStem}.yaml for code "${config.code}"` } });
    }
    const earlier = firstFileByCode.get(config.code);
    if (earlier) {
      problems.push({ source, problem: { pointer: '/code', at: 'value', message: `code "${config.code}" is already used by ${earlier.file}; allowed: each country code in one file` } });
    } else firstFileByCode.set(config.code, source);
    const localeIssue = await localeProblem(localesDir, config.locale);
    if (localeIssue) {
      problems.push({ source, problem: { pointer: '/locale', at: 'value', message: `locale "${config.locale}" ${localeIssue}; allowed: a folder under locales/ with every key of the base locale` } });
    }
  }
  return problems;
}
