import { readSchema, type JsonSchema } from '../schema-registry.ts';
import { isMapping, type Path } from './data-paths.ts';

/** The paths of the keys the schema requires where they stand in this data. */
export function requiredKeys(data: unknown): Path[] {
  return [...requiredIn(data, { $ref: 'country.schema.json' }, 'country.schema.json', [])];
}

type SchemaNode = JsonSchema & {
  $ref?: string;
  required?: string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
};

function* requiredIn(data: unknown, node: SchemaNode, file: string, path: Path): Generator<Path> {
  const { schema, schemaFile } = resolved(node, file);
  if (Array.isArray(data) && schema.items) {
    for (const [index, item] of data.entries()) yield* requiredIn(item, schema.items, schemaFile, [...path, index]);
  } else if (isMapping(data) && schema.properties) {
    for (const key of schema.required ?? []) if (key in data) yield [...path, key];
    for (const [key, value] of Object.entries(data)) {
      const property = schema.properties[key];
      if (property) yield* requiredIn(value, property, schemaFile, [...path, key]);
    }
  }
}

const schemaFiles = new Map<string, SchemaNode>();
function schemaFileNamed(fileName: string): SchemaNode {
  const schema = schemaFiles.get(fileName) ?? (readSchema(fileName) as SchemaNode);
  schemaFiles.set(fileName, schema);
  return schema;
}

/** Follows `$ref`s the way the schema files write them: `#/$defs/X`, `other.schema.json` or `other.schema.json#/$defs/X`. */
function resolved(node: SchemaNode, file: string): { schema: SchemaNode; schemaFile: string } {
  if (!node.$ref) return { schema: node, schemaFile: file };
  const [target = '', pointer = ''] = node.$ref.split('#');
  const schemaFile = target || file;
  const schema = pointer
    .split('/')
    .filter(Boolean)
    .reduce<SchemaNode>((parent, segment) => (parent as Record<string, SchemaNode>)[segment]!, schemaFileNamed(schemaFile));
  return resolved(schema, schemaFile);
}
