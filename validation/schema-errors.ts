import type { ErrorObject } from 'ajv';
import { shown } from './shown.ts';
import { didYouMean, didYouMeanValue } from './suggest.ts';

/** What a schema error says about the data, and whether it points at a key or a value. */
export interface SchemaProblem {
  pointer: string;
  at: 'key' | 'value';
  message: string;
  /** Set for key problems: the pointer of a missing key, or of the allowed key an unknown one probably meant. */
  keyProblem?: { kind: 'missing' | 'misspelt'; intended: string };
}

type SchemaNode = {
  description?: string;
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
};

/** `newsletter.headerImage.sources[0].src` for `/newsletter/headerImage/sources/0/src`. */
export function dottedPath(pointer: string): string {
  if (pointer === '') return 'the top level';
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, segment) => (/^\d+$/.test(segment) ? `${path}[${segment}]` : path ? `${path}.${segment}` : segment), '');
}

/** A schema description as a phrase inside a sentence: lower-case start, no final full stop. */
function asPhrase(description: string): string {
  return description.charAt(0).toLowerCase() + description.slice(1).replace(/\.$/, '');
}

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'number') return Number.isInteger(value) ? 'an integer' : 'a number';
  return `a ${typeof value}`;
}

/** A value as a message names it; JSON, and so `shown`, would call .inf or .nan `null`. */
function valueWords(value: unknown): string {
  return typeof value === 'number' && !Number.isFinite(value) ? `not a finite number (${String(value)})` : shown(value);
}

/** What a value of the wrong type is. */
function describeFound(value: unknown): string {
  return typeof value === 'number' && !Number.isFinite(value) ? valueWords(value) : `${kindOf(value)} (${shown(value)})`;
}

const articles: Record<string, string> = {
  object: 'a mapping',
  array: 'a list',
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  boolean: 'true or false',
  null: 'empty',
};

function expectedType(type: unknown): string {
  const types = Array.isArray(type) ? type : [type];
  return types.map((name) => articles[String(name)] ?? String(name)).join(' or ');
}

/**
 * An unquoted text that is nothing but placeholders (`headline: {returnPeriod}`) is valid YAML: a
 * mapping of empty values. Where a text was wanted, that is what the writer meant.
 */
function unquotedPlaceholderHint(error: ErrorObject, value: unknown): string {
  const wantsText = [error.params.type].flat().includes('string');
  if (!wantsText || typeof value !== 'object' || value === null || Array.isArray(value)) return '';
  const names = Object.entries(value);
  if (names.length === 0 || names.some(([, inner]) => inner !== null)) return '';
  const key = error.instancePath.split('/').pop() ?? '';
  return `; a text that starts with "{" must be quoted: ${key}: '{${names.map(([name]) => name).join(', ')}}'`;
}

/** Translates one ajv error (created with `verbose: true`) into a sentence for a country manager. */
export function describeSchemaError(error: ErrorObject): SchemaProblem | undefined {
  const where = dottedPath(error.instancePath);
  const value = error.data;
  const parentSchema = (error.parentSchema ?? {}) as SchemaNode;
  switch (error.keyword) {
    case 'additionalProperty':
    case 'additionalProperties': {
      const key = String(error.params.additionalProperty);
      const allowed = Object.keys(parentSchema.properties ?? {});
      const pointer = `${error.instancePath}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      const suggestion = didYouMean(key, allowed);
      const hint = suggestion ? `did you mean "${suggestion}"?` : `allowed keys here: ${allowed.join(', ')}`;
      return {
        pointer,
        at: 'key',
        message: `unknown key ${shown(key)} in ${where}; ${hint}`,
        keyProblem: suggestion ? { kind: 'misspelt', intended: `${error.instancePath}/${suggestion}` } : undefined,
      };
    }
    case 'required': {
      const key = String(error.params.missingProperty);
      const property = parentSchema.properties?.[key];
      const wanted = property?.description ?? (property?.type ? expectedType(property.type) : undefined);
      const hint = wanted ? `add "${key}" (${asPhrase(wanted)})` : `add "${key}"`;
      return {
        pointer: error.instancePath,
        at: 'key',
        message: `${where} is missing the required key "${key}"; ${hint}`,
        keyProblem: { kind: 'missing', intended: `${error.instancePath}/${key}` },
      };
    }
    case 'type': {
      const found = value === null ? 'empty' : describeFound(value);
      const message = `${where} is ${found}; allowed: ${expectedType(error.params.type)}`;
      return { pointer: error.instancePath, at: 'value', message: message + unquotedPlaceholderHint(error, value) };
    }
    case 'enum':
      return { pointer: error.instancePath, at: 'value', message: notInList(where, value, error.params.allowedValues as unknown[], parentSchema.description) };
    case 'const': {
      const reason = error.schemaPath.includes('/then/') ? ' (a required element must be shown)' : '';
      return { pointer: error.instancePath, at: 'value', message: `${where} is ${valueWords(value)}; allowed: ${shown(error.params.allowedValue)}${reason}` };
    }
    case 'pattern':
    case 'format':
      return { pointer: error.instancePath, at: 'value', message: describeMismatch(where, value, error, parentSchema) };
    case 'maximum':
    case 'minimum':
    case 'exclusiveMaximum':
    case 'exclusiveMinimum':
      return { pointer: error.instancePath, at: 'value', message: `${where} is ${valueWords(value)}; allowed: ${boundWords[error.keyword]} ${String(error.params.limit)}` };
    case 'maxLength':
    case 'minLength':
      return { pointer: error.instancePath, at: 'value', message: `${where} is ${String(value).length} characters long; allowed: ${boundWords[error.keyword]} ${String(error.params.limit)} characters` };
    case 'maxItems':
    case 'minItems':
      return { pointer: error.instancePath, at: 'value', message: `${where} has ${(value as unknown[]).length} items; allowed: ${boundWords[error.keyword]} ${String(error.params.limit)}` };
    case 'minProperties':
      return { pointer: error.instancePath, at: 'value', message: `${where} has ${Object.keys(value as object).length} keys; allowed: at least ${String(error.params.limit)}` };
    case 'uniqueItems': {
      const items = value as unknown[];
      return { pointer: `${error.instancePath}/${String(error.params.i)}`, at: 'value', message: `${where} lists ${shown(items[error.params.i as number])} more than once; allowed: each value once` };
    }
    case 'if':
      // The failing `then` branch reports the concrete problem; this wrapper adds nothing.
      return undefined;
    default:
      return { pointer: error.instancePath, at: 'value', message: `${where} ${error.message ?? 'is not valid'}` };
  }
}

/** A list of allowed values longer than this is not printed when a close match says what was meant: one name helps, 32 bury it. */
const LISTED_IN_FULL = 10;

/** A value that is none of the listed ones, with the one it probably meant when it is a slip away from it. */
function notInList(where: string, value: unknown, allowedValues: readonly unknown[], description?: string): string {
  const listed = allowedValues.map(shown).join(', ');
  const names = allowedValues.filter((allowed): allowed is string => typeof allowed === 'string');
  const suggestion = typeof value === 'string' ? didYouMeanValue(value, names) : undefined;
  if (suggestion === undefined) return `${where} is ${valueWords(value)}; allowed: ${listed}`;
  const allowed = allowedValues.length <= LISTED_IN_FULL ? listed : description ? asPhrase(description) : `one of ${allowedValues.length} values`;
  return `${where} is ${valueWords(value)}; did you mean ${shown(suggestion)}? allowed: ${allowed}`;
}

const boundWords: Record<string, string> = {
  maximum: 'at most',
  minimum: 'at least',
  exclusiveMaximum: 'less than',
  exclusiveMinimum: 'more than',
  maxLength: 'at most',
  minLength: 'at least',
  maxItems: 'at most',
  minItems: 'at least',
};

function describeMismatch(where: string, value: unknown, error: ErrorObject, schema: SchemaNode): string {
  const allowed = schema.description ?? `a value matching ${String(error.params.pattern ?? error.params.format)}`;
  if (error.keyword === 'format') {
    const file = { 'public-file': `public${String(value)}`, 'footer-logo': `public/service/footer-images/logos/${String(value)}.svg`, 'footer-image': `public/service/footer-images/logos/${String(value)}` }[String(error.params.format)];
    if (file) return `${where} names ${shown(value)}, but ${file} does not exist; allowed: ${allowed}`;
  }
  return `${where} is ${valueWords(value)}; allowed: ${allowed}`;
}
