import { readSchema, TEXT_ANNOTATION, type JsonSchema } from '../validation/schema-registry.ts';

/** Stands for any list index or mapping key in a pattern of pointer segments. */
const ANY = Symbol('any');
type Segment = string | typeof ANY;

/**
 * The places of the country data that hold texts, as pointer segments, read once from the
 * schemas: the annotation is the only list of them, so a new text field needs no code.
 */
let textPatterns: Segment[][] | undefined;

/** Whether the string at a JSON pointer of a country's data is a text that may hold placeholders. */
export function isTextField(pointer: string): boolean {
  textPatterns ??= annotatedPlaces({ fileName: 'country.schema.json', schema: readSchema('country.schema.json') }, [], new Set());
  const segments = pointer.split('/').slice(1);
  return textPatterns.some((pattern) => pattern.length === segments.length && pattern.every((segment, index) => segment === ANY || segment === unescape(segments[index]!)));
}

interface SchemaAt {
  fileName: string;
  schema: JsonSchema;
}

/** Every place under a schema whose subschema carries the annotation; `visiting` stops a recursive `$ref`. */
function annotatedPlaces(at: SchemaAt, path: Segment[], visiting: Set<JsonSchema>): Segment[][] {
  const { schema } = at;
  if (visiting.has(schema)) return [];
  if (typeof schema.$ref === 'string') return annotatedPlaces(referenced(at, schema.$ref), path, new Set([...visiting, schema]));
  if (schema[TEXT_ANNOTATION] === true) return [path];
  const inside = (child: unknown, segment: Segment | undefined): Segment[][] =>
    isSchema(child) ? annotatedPlaces({ ...at, schema: child }, segment === undefined ? path : [...path, segment], new Set([...visiting, schema])) : [];
  const properties = isSchema(schema.properties) ? Object.entries(schema.properties) : [];
  const alternatives = ['allOf', 'anyOf', 'oneOf'].flatMap((keyword) => (Array.isArray(schema[keyword]) ? (schema[keyword] as unknown[]) : []));
  return [
    ...properties.flatMap(([key, child]) => inside(child, key)),
    ...inside(schema.items, ANY),
    ...inside(schema.additionalProperties, ANY),
    ...[schema.then, schema.else, ...alternatives].flatMap((child) => inside(child, undefined)),
  ];
}

/** The schema a `$ref` names: `#/$defs/Link` in the same file, or `common.schema.json#/$defs/Link`. */
function referenced({ fileName }: SchemaAt, ref: string): SchemaAt {
  const [file, fragment = ''] = ref.split('#');
  const target = file ? file : fileName;
  const schema = fragment
    .split('/')
    .filter(Boolean)
    .reduce<unknown>((node, key) => (isSchema(node) ? node[unescape(key)] : undefined), readSchema(target));
  if (!isSchema(schema)) throw new Error(`schemas/${fileName}: $ref ${ref} names no schema`);
  return { fileName: target, schema };
}

function isSchema(value: unknown): value is JsonSchema {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function unescape(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}
