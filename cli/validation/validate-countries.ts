import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { displayPath, paths } from '../paths.ts';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import { byPosition, capPerFile, type Diagnostic } from './diagnostic.ts';
import { compileSchema } from './schema-registry.ts';
import type { SchemaProblem } from './schema-errors.ts';
import { checkYamlFile, diagnosticAt } from './check-yaml.ts';
import { localeProblem } from './locale-keys.ts';
import { shopProblems } from './shop-rules.ts';
import { clipped } from './shown.ts';
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

interface SchemaValidFile {
  source: YamlSource;
  config: CountryConfig;
  fileStem: string;
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
  const schemaValid: SchemaValidFile[] = [];

  for (const file of files) {
    try {
      const checked = checkYamlFile(file, validate);
      sources.set(checked.source.file, checked.source);
      diagnostics.push(...checked.diagnostics);
      if (checked.diagnostics.length === 0) {
        schemaValid.push({ source: checked.source, config: checked.source.data as CountryConfig, fileStem: basename(file, '.yaml') });
      }
    } catch (error) {
      diagnostics.push(uncheckable(displayPath(file), error));
    }
  }

  const crossFileProblems = [...(await checkAcrossFiles(schemaValid, localesDir)), ...shopProblems(files, schemaValid)];
  diagnostics.push(...crossFileProblems);
  const failed = new Set(crossFileProblems.map(({ file }) => file));
  const countries = new Map(
    schemaValid.filter(({ source }) => !failed.has(source.file)).map(({ source, config }) => [config.code, { source, config }]),
  );
  return { diagnostics: capPerFile(diagnostics.sort(byPosition)), countries, sources };
}

/**
 * A check that threw on one file: no input may stop the others from being checked, or end in a
 * stack trace, so the failure becomes that file's diagnostic.
 */
function uncheckable(file: string, error: unknown): Diagnostic {
  return { file, line: 1, column: 1, path: '', message: `could not be checked: ${clipped(String(error))}; allowed: a readable YAML country file` };
}

async function checkAcrossFiles(files: readonly SchemaValidFile[], localesDir: string): Promise<Diagnostic[]> {
  const diagnostics: Diagnostic[] = [];
  const firstFileByCode = new Map<string, YamlSource>();
  for (const { source, config, fileStem } of files) {
    try {
      const report = (problem: SchemaProblem) => diagnostics.push(diagnosticAt(source, problem));
      const expectedStem = config.code.toLowerCase();
      if (fileStem !== expectedStem) {
        report({ pointer: '/code', at: 'value', message: `code is "${config.code}" but the file is named ${fileStem}.yaml; allowed: the file ${expectedStem}.yaml for code "${config.code}"` });
      }
      const earlier = firstFileByCode.get(config.code);
      if (earlier) {
        report({ pointer: '/code', at: 'value', message: `code "${config.code}" is already used by ${earlier.file}; allowed: each country code in one file` });
      } else firstFileByCode.set(config.code, source);
      const localeIssue = await localeProblem(localesDir, config.locale);
      if (localeIssue) {
        report({ pointer: '/locale', at: 'value', message: `locale "${config.locale}" ${localeIssue}; allowed: a folder under locales/ with every key of the base locale` });
      }
    } catch (error) {
      diagnostics.push(uncheckable(source.file, error));
    }
  }
  return diagnostics;
}
