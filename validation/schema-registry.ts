import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { paths } from './paths.ts';
import type { DataFolder } from './data-folders.ts';
import { readDataText } from './file-bytes.ts';
import { isFileInside } from './public-files.ts';

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
  return JSON.parse(readDataText(join(paths.schemas, fileName), SCHEMAS)) as JsonSchema;
}

/** Every schema of schemas/, by file name. */
export function readSchemas(): Map<string, JsonSchema> {
  const fileNames = readdirSync(paths.schemas).filter((name) => name.endsWith('.schema.json'));
  return new Map(fileNames.map((fileName) => [fileName, readSchema(fileName)]));
}

/** Compiling takes about half a second, so a process compiles each root schema once. */
const compiled = new Map<string, ValidateFunction>();

/**
 * One ajv instance holding every file of schemas/ under its file name, so that the relative
 * `$ref`s an editor follows (`common.schema.json#/$defs/Link`) resolve the same way here.
 */
export function compileSchema(rootFileName: string, publicDir = paths.publicDir): ValidateFunction {
  const key = `${rootFileName} ${publicDir}`;
  const validate = compiled.get(key) ?? compileAnew(rootFileName, publicDir);
  compiled.set(key, validate);
  return validate;
}

/** Forgets what was compiled: the next check reads schemas/ again (the dev server, after a schema changed). */
export function forgetCompiledSchemas(): void {
  compiled.clear();
}

function compileAnew(rootFileName: string, publicDir: string): ValidateFunction {
  const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true });
  // An annotation, read by validation/constants/text-fields.ts: the strings that may hold placeholders.
  ajv.addKeyword({ keyword: TEXT_ANNOTATION, schemaType: 'boolean' });
  ajv.addKeyword({ keyword: TRANSLATABLE_ANNOTATION, schemaType: 'boolean' });
  // Existence of a referenced image is checked in the same pass, so it is reported at the value.
  const footerImages = join(publicDir, 'service', 'footer-images', 'logos');
  ajv.addFormat('public-file', (path: string) => isFileInside(publicDir, path));
  ajv.addFormat('footer-logo', (name: string) => isFileInside(footerImages, `${name}.svg`));
  ajv.addFormat('footer-image', (fileName: string) => isFileInside(footerImages, fileName));
  for (const [fileName, schema] of readSchemas()) ajv.addSchema(schema, fileName);
  const validate = ajv.getSchema(rootFileName);
  if (!validate) throw new Error(`schemas/${rootFileName} is missing`);
  return validate;
}
