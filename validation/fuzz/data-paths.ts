/** A place in parsed YAML data: keys and list indexes from the top. */
export type Path = Array<string | number>;

/** Every value in the data with its path, the top level first. */
function* walk(value: unknown, path: Path = []): Generator<{ path: Path; value: unknown }> {
  yield { path, value };
  if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* walk(item, [...path, index]);
  else if (isMapping(value)) for (const [key, item] of Object.entries(value)) yield* walk(item, [...path, key]);
}

export function isMapping(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Every value but the top level. */
export function valuePaths(data: unknown): Path[] {
  return [...walk(data)].filter(({ path }) => path.length > 0).map(({ path }) => path);
}

export function scalarPaths(data: unknown): Path[] {
  return [...walk(data)].filter(({ value }) => value === null || typeof value !== 'object').map(({ path }) => path);
}

export function mappingPaths(data: unknown): Path[] {
  return [...walk(data)].filter(({ value }) => isMapping(value)).map(({ path }) => path);
}
