import type { ErrorObject, ValidateFunction } from 'ajv';
import { displayPath } from '../paths.ts';
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
  if (validate(data)) return [];
  const errors = validate.errors ?? [];
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
