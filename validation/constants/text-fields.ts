import { currentSchemasEdition, readSchemas, TEXT_ANNOTATION, TRANSLATABLE_ANNOTATION, type JsonSchema } from '../schema-registry.ts';

/** Stands for any list index or mapping key in a pattern of pointer segments. */
const ANY = Symbol('any');
type Segment = string | typeof ANY;

/** A place of the country data whose string a schema annotation marks, with the schema that marks it. */
interface AnnotatedPlace {
  pattern: Segment[];
  schema: JsonSchema;
}

/**
 * The places of the country data that hold texts, or other strings shown to shoppers, read once
 * from the schemas: the annotations are the only list of them, so a new text field needs no code.
 */
let shown: { places: AnnotatedPlace[]; edition: number } | undefined;

function placeOf(pointer: string): AnnotatedPlace | undefined {
  // Read again once the schemas changed under a running dev server or validate --watch.
  if (shown?.edition !== currentSchemasEdition()) {
    // Each file read once: the walk follows hundreds of $refs.
    const files = readSchemas();
    shown = { places: annotatedPlaces({ fileName: 'country.schema.json', schema: files.get('country.schema.json')!, files }, [], new Set()), edition: currentSchemasEdition() };
  }
  const segments = pointer.split('/').slice(1);
  return shown.places.find(({ pattern }) => pattern.length === segments.length && pattern.every((segment, index) => segment === ANY || segment === unescape(segments[index]!)));
}

/** Whether the string at a JSON pointer of a country's data is a text that may hold placeholders. */
export function isTextField(pointer: string): boolean {
  return placeOf(pointer)?.schema[TEXT_ANNOTATION] === true;
}

/** The string at a JSON pointer is one a translator translates: a text or a name shown to shoppers. Its schema's maxLength comes along. */
export function translatableField(pointer: string): { maxLength?: number } | undefined {
  const place = placeOf(pointer);
  if (!place) return undefined;
  return typeof place.schema.maxLength === 'number' ? { maxLength: place.schema.maxLength } : {};
}

interface SchemaAt {
  fileName: string;
  schema: JsonSchema;
  /** Every schema file, by name. */
  files: ReadonlyMap<string, JsonSchema>;
}

/** Every place under a schema whose subschema carries either annotation; `visiting` stops a recursive `$ref`. */
function annotatedPlaces(at: SchemaAt, path: Segment[], visiting: Set<JsonSchema>): AnnotatedPlace[] {
  const { schema } = at;
  if (visiting.has(schema)) return [];
  if (typeof schema.$ref === 'string') return annotatedPlaces(referenced(at, schema.$ref), path, new Set([...visiting, schema]));
  if (schema[TEXT_ANNOTATION] === true || schema[TRANSLATABLE_ANNOTATION] === true) return [{ pattern: path, schema }];
  const inside = (child: unknown, segment: Segment | undefined): AnnotatedPlace[] =>
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
function referenced({ fileName, files }: SchemaAt, ref: string): SchemaAt {
  const [file, fragment = ''] = ref.split('#');
  const target = file ? file : fileName;
  const schema = fragment
    .split('/')
    .filter(Boolean)
    .reduce<unknown>((node, key) => (isSchema(node) ? node[unescape(key)] : undefined), files.get(target));
  if (!isSchema(schema)) throw new Error(`schemas/${fileName}: $ref ${ref} names no schema`);
  return { fileName: target, schema, files };
}

function isSchema(value: unknown): value is JsonSchema {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function unescape(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}
