/** One `[kind, value]` entry of a map keyed by kind; checking the kind narrows the value to that kind's shape. */
export type KeyedEntry<Keyed extends object> = { [Kind in keyof Keyed]-?: [kind: Kind, value: NonNullable<Keyed[Kind]>] }[keyof Keyed];

/**
 * The entries of a map keyed by kind (footer service groups, legal links), in the order the data
 * writes them: a mapping keeps its key order, and that order is the display order.
 */
export function keyedEntries<Keyed extends object>(map: Keyed): KeyedEntry<Keyed>[] {
  return Object.entries(map).filter(([, value]) => value !== undefined) as KeyedEntry<Keyed>[];
}
