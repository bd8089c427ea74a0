import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { ErrorObject } from 'ajv';
import { displayPath, paths } from '../paths.ts';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import { byPosition, type Diagnostic } from './diagnostic.ts';
import { compileSchema } from './schema-registry.ts';
import { describeSchemaError, type SchemaProblem } from './schema-errors.ts';
import { localeProblem } from './locale-keys.ts';
import { locate, readYamlSource, type YamlSource } from './yaml-source.ts';

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
  const report = (source: YamlSource, problem: SchemaProblem) =>
    diagnostics.push({ file: source.file, ...locate(source, problem.pointer, problem.at), path: problem.pointer, message: problem.message });

  for (const file of files) {
    const source = readYamlSource(file, displayPath(file));
    sources.set(source.file, source);
    diagnostics.push(...source.syntaxErrors);
    if (source.data === undefined) continue;
    if (validate(source.data) && source.syntaxErrors.length === 0) {
      schemaValid.push({ source, config: source.data as CountryConfig, fileStem: basename(file, '.yaml') });
      continue;
    }
    for (const problem of schemaProblems(validate.errors ?? [])) report(source, problem);
  }

  const crossFileProblems = await checkAcrossFiles(schemaValid, localesDir);
  for (const { source, problem } of crossFileProblems) report(source, problem);
  const failed = new Set(crossFileProblems.map(({ source }) => source.file));
  const countries = new Map(
    schemaValid.filter(({ source }) => !failed.has(source.file)).map(({ source, config }) => [config.code, { source, config }]),
  );
  return { diagnostics: diagnostics.sort(byPosition), countries, sources };
}

function schemaProblems(errors: ErrorObject[]): SchemaProblem[] {
  const keywordsAt = (keywords: string[]) => new Set(errors.filter((error) => keywords.includes(error.keyword)).map((error) => error.instancePath));
  // A value with the wrong shape also fails its file-existence format; the shape is the real problem.
  const shapeFailures = keywordsAt(['pattern']);
  // An enumerated value of the wrong type: the list of allowed values says more than the type does.
  const listedFailures = keywordsAt(['enum', 'const']);
  const problems = errors
    .filter((error) => !(error.keyword === 'format' && shapeFailures.has(error.instancePath)))
    .filter((error) => !(error.keyword === 'type' && listedFailures.has(error.instancePath)))
    .map(describeSchemaError)
    .filter((problem): problem is SchemaProblem => problem !== undefined);
  return withoutMissingKeysThatWereMisspelt(problems);
}

/** A misspelt key is reported once, as unknown with a suggestion, not again as a missing required key. */
function withoutMissingKeysThatWereMisspelt(problems: SchemaProblem[]): SchemaProblem[] {
  const intended = (kind: 'missing' | 'misspelt') => (problem: SchemaProblem) => problem.keyProblem?.kind === kind;
  const misspeltTargets = new Set(problems.filter(intended('misspelt')).map((problem) => problem.keyProblem!.intended));
  return problems.filter((problem) => !(intended('missing')(problem) && misspeltTargets.has(problem.keyProblem!.intended)));
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
