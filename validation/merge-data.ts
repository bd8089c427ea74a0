import { childPointer } from './json-pointer.ts';
import type { Origins } from './origins.ts';

/** Data together with the origin of each of its values. */
export interface TracedData {
  data: unknown;
  origins: Origins;
}

type Mapping = Record<string, unknown>;

export function isMapping(value: unknown): value is Mapping {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * A child's data laid over its parent's: mappings merge by key, anything else (a list, a
 * scalar) replaces the inherited value whole, and null removes it. Each value keeps the origin of the file that wrote it,
 * and a removed value the origin of the null that removed it, down the chain until a file writes it again.
 */
export function mergeOver(parent: TracedData, child: TracedData): TracedData {
  const origins: Origins = new Map();
  const data = mergeValue({ parent, child, origins }, '', parent.data, child.data);
  for (const [pointer, origin] of parent.origins) if (origin.removes && !origins.has(pointer)) origins.set(pointer, origin);
  return { data, origins };
}

interface Merge {
  parent: TracedData;
  child: TracedData;
  origins: Origins;
}

function mergeValue(merge: Merge, pointer: string, parentValue: unknown, childValue: unknown): unknown {
  if (childValue === undefined) return copyOrigins(merge.parent, pointer, parentValue, merge.origins);
  if (!isMapping(parentValue) || !isMapping(childValue)) return copyOrigins(merge.child, pointer, childValue, merge.origins);
  const origin = merge.child.origins.get(pointer);
  if (origin) merge.origins.set(pointer, origin);
  const merged: Mapping = {};
  for (const key of mergedKeyOrder(Object.keys(parentValue), Object.keys(childValue))) {
    const inherited = ownValue(parentValue, key);
    const written = ownValue(childValue, key);
    const keyPointer = childPointer(pointer, key);
    // `key: null` is how a child says an optional value it would inherit does not apply to it. Where it
    // stands is kept: should the value be required after all, the error belongs at the null.
    if (written === null && inherited !== undefined) {
      const removal = merge.child.origins.get(keyPointer);
      if (removal) merge.origins.set(keyPointer, { ...removal, removes: true });
      continue;
    }
    const value = mergeValue(merge, keyPointer, inherited, written);
    // defineProperty: a key named __proto__ is data here, as yaml made it, not the object's prototype.
    Object.defineProperty(merged, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return merged;
}

function ownValue(mapping: Mapping, key: string): unknown {
  return Object.hasOwn(mapping, key) ? mapping[key] : undefined;
}

/** The parent's key order, each key only the child writes placed after the key the child writes before it. */
export function mergedKeyOrder(parentKeys: readonly string[], childKeys: readonly string[]): string[] {
  const inherited = new Set(parentKeys);
  // The child's new keys, grouped by the inherited key they follow in the child ('' for none yet).
  const newKeysAfter = new Map<string, string[]>();
  let previous = '';
  for (const key of childKeys) {
    if (inherited.has(key)) previous = `/${key}`;
    else {
      const group = newKeysAfter.get(previous) ?? [];
      group.push(key);
      newKeysAfter.set(previous, group);
    }
  }
  return [...(newKeysAfter.get('') ?? []), ...parentKeys.flatMap((key) => [key, ...(newKeysAfter.get(`/${key}`) ?? [])])];
}

/** A value taken whole from one side, with the origins of everything in it. */
function copyOrigins(from: TracedData, pointer: string, value: unknown, origins: Origins): unknown {
  const origin = from.origins.get(pointer);
  if (!origin) return value;
  origins.set(pointer, origin);
  if (Array.isArray(value)) value.forEach((item, index) => copyOrigins(from, childPointer(pointer, index), item, origins));
  else if (isMapping(value)) for (const [key, item] of Object.entries(value)) copyOrigins(from, childPointer(pointer, key), item, origins);
  return value;
}
