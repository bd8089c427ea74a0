import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import type { Ajv2020, CodeOptions, ValidateFunction } from 'ajv/dist/2020.js';
import { paths } from './paths.ts';
import { RefusedFile, type DataFolder } from './data-folders.ts';
import { CliError } from './errors.ts';
import { readDataText } from './file-bytes.ts';
import { checkFilesIn, schemaFormats } from './schema-formats.ts';
import * as aheadOfTime from './schema-validators.generated.ts';

export type JsonSchema = Record<string, unknown>;

/**
 * The schema annotation that makes a string a text: a sentence or a name shown on the page
 * (a headline, a paragraph, a heading, a link's text), whose placeholders the build fills in.
 * Any other string (an address, a code, a label, a country's name) is used as written.
 */
export const TEXT_ANNOTATION = 'x-placeholders';

/**
 * The schema annotation of a string shown to shoppers that takes no placeholders: a name (a
 * country's, a link's accessible name, a logo's label). It and the texts are what a translator
 * translates (cli/translations/); every other string is a setting, an address or a code.
 */
export const TRANSLATABLE_ANNOTATION = 'x-translatable';

/** schemas/: the rules of every check and the source of the generated types; a parser's error on a file quotes its text. */
const SCHEMAS: DataFolder = { path: paths.schemas, instead: 'copy the schema itself there' };

/** One schema of schemas/; one that is a link, or not a regular file, stops the command. */
export function readSchema(fileName: string): JsonSchema {
  const path = join(paths.schemas, fileName);
  const text = readDataText(path, SCHEMAS);
  try {
    return JSON.parse(text) as JsonSchema;
  } catch (error) {
    throw new RefusedFile(path, `is not JSON (${(error as Error).message}); allowed: a JSON Schema`);
  }
}

const schemaFileNames = () => readdirSync(paths.schemas).filter((name) => name.endsWith('.schema.json')).sort();

/** Every schema of schemas/, by file name. */
export function readSchemas(): Map<string, JsonSchema> {
  return new Map(schemaFileNames().map((fileName) => [fileName, readSchema(fileName)]));
}

/** What schemas/ holds now, in a few characters: the validators compiled ahead of time name the schemas they were made from by it. */
export function schemasFingerprint(): string {
  const hash = createHash('sha256');
  for (const fileName of schemaFileNames()) hash.update(`${fileName}\0${readDataText(join(paths.schemas, fileName), SCHEMAS)}\0`);
  return hash.digest('hex').slice(0, 16);
}

/** The root schemas compiled ahead of time, by the name the generated module exports each under. */
export const AHEAD_OF_TIME_ROOTS = { country: 'country.schema.json', seed: 'seed.schema.json' } as const;

/** Compiling takes about half a second, so a process compiles each root schema once. */
const compiled = new Map<string, ValidateFunction>();

/**
 * One ajv instance holding every file of schemas/ under its file name, so that the relative
 * `$ref`s an editor follows (`common.schema.json#/$defs/Link`) resolve the same way here.
 */
export function compileSchema(rootFileName: string, publicDir = paths.publicDir): ValidateFunction {
  const key = `${rootFileName} ${publicDir}`;
  const validate = compiled.get(key) ?? checkingFilesIn(publicDir, compiledAheadOfTime(rootFileName) ?? compileAnew(rootFileName));
  compiled.set(key, validate);
  return validate;
}

/** The validator `storefront generate` compiled, while the schemas are those it was made from (an edited schema is compiled anew). */
function compiledAheadOfTime(rootFileName: string): ValidateFunction | undefined {
  const root = Object.entries(AHEAD_OF_TIME_ROOTS).find(([, fileName]) => fileName === rootFileName)?.[0] as keyof typeof AHEAD_OF_TIME_ROOTS | undefined;
  return root && aheadOfTime.SCHEMAS_FINGERPRINT === schemasFingerprint() ? (aheadOfTime[root] as unknown as ValidateFunction) : undefined;
}

/** `validate` with the file formats pointed at `publicDir` for each call. */
function checkingFilesIn(publicDir: string, validate: ValidateFunction): ValidateFunction {
  const checking = ((data: unknown) => {
    checkFilesIn(publicDir);
    const valid = validate(data);
    checking.errors = validate.errors;
    return valid;
  }) as ValidateFunction;
  return checking;
}

/** How many times the schemas were forgotten: what is derived from them elsewhere is derived again when this changed. */
let schemasEdition = 0;

export function currentSchemasEdition(): number {
  return schemasEdition;
}

/** Forgets what was compiled: the next check reads schemas/ again (the dev server, after a schema changed). */
export function forgetCompiledSchemas(): void {
  compiled.clear();
  schemasEdition += 1;
}

/** One ajv instance holding every schema with the kit's keywords, as compileSchema and `storefront generate` (`code`) use it. */
export function newAjv(code?: CodeOptions): Ajv2020 {
  const { Ajv2020 } = createRequire(import.meta.url)('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js');
  const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true, code });
  // An annotation, read by validation/constants/text-fields.ts: the strings that may hold placeholders.
  ajv.addKeyword({ keyword: TEXT_ANNOTATION, schemaType: 'boolean' });
  ajv.addKeyword({ keyword: TRANSLATABLE_ANNOTATION, schemaType: 'boolean' });
  for (const [fileName, schema] of readSchemas()) ajv.addSchema(schema, fileName);
  return ajv;
}

function compileAnew(rootFileName: string): ValidateFunction {
  let validate: ValidateFunction | undefined;
  try {
    const ajv = newAjv();
    for (const [name, check] of Object.entries(schemaFormats)) ajv.addFormat(name, check);
    validate = ajv.getSchema(rootFileName);
  } catch (error) {
    if (error instanceof CliError) throw error;
    // An edited schema that names a type ajv does not know, or a $ref to a file that is gone.
    throw new CliError(`schemas/ cannot be compiled: ${(error as Error).message}`);
  }
  if (!validate) throw new CliError(`schemas/${rootFileName} is missing`);
  return validate;
}
