import type { ErrorObject, ValidateFunction } from 'ajv';
import { displayPath } from './paths.ts';
import type { Diagnostic } from './diagnostic.ts';
import { describeSchemaError, type SchemaProblem } from './schema-errors.ts';
import { locate, readYamlSource, type YamlSource } from './yaml-source.ts';

export interface CheckedYaml {
  source: YamlSource;
  /** Syntax and schema problems; none means `source.data` matches the schema. */
  diagnostics: Diagnostic[];
}

export function diagnosticAt(source: YamlSource, problem: SchemaProblem): Diagnostic {
  return { file: source.file, ...locate(source, problem.pointer, problem.at), path: problem.pointer, message: problem.message };
}

/** Parses one YAML file keeping positions and checks it against a compiled schema, reporting every problem. */
export function checkYamlFile(file: string, validate: ValidateFunction): CheckedYaml {
  const source = readYamlSource(file, displayPath(file));
  const diagnostics = [...source.readProblems];
  if (source.data !== undefined) diagnostics.push(...schemaProblems(source.data, validate).map((problem) => diagnosticAt(source, problem)));
  return { source, diagnostics };
}

/** Every way the data breaks the schema, each said once. */
export function schemaProblems(data: unknown, validate: ValidateFunction): SchemaProblem[] {
  return validate(data) ? [] : problemsOf(validate.errors ?? []);
}

/**
 * The schema problems of a file's own values, told without the values it inherits (its parent
 * cannot be read). Only what the file's own values decide stands: a key it writes that the schema
 * does not know, and a value it writes of the wrong type, form or size, since a written list or
 * value replaces the inherited one whole. A missing key may be inherited, a mapping merges with the
 * inherited one, a rule between two values may read an inherited one, and a null may remove an
 * inherited value: those wait until the parent can be read.
 */
export function ownValueProblems(ownData: unknown, validate: ValidateFunction): SchemaProblem[] {
  return validate(ownData) ? [] : problemsOf((validate.errors ?? []).filter(isDecidedByOwnValue));
}

function isDecidedByOwnValue(error: ErrorObject): boolean {
  const needsOtherValues = ['required', 'minProperties', 'if'].includes(error.keyword) || error.schemaPath.includes('/then/');
  return !needsOtherValues && error.data !== null;
}

function problemsOf(errors: ErrorObject[]): SchemaProblem[] {
  const keywordsAt = (keywords: string[]) => new Set(errors.filter((error) => keywords.includes(error.keyword)).map((error) => error.instancePath));
  // A value with the wrong shape, or not in the list, also fails its file-existence format; that is the real problem.
  const shapeFailures = keywordsAt(['pattern', 'enum']);
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
