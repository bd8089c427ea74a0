import { isMapping } from './merge-data.ts';
import type { SchemaProblem } from './schema-errors.ts';

/**
 * A country's data as the constants' rules may read it when the schema refuses parts of it: each
 * value by its pointer, and whether the schema refuses it. The rules then check what they can and
 * leave a refused constant to the schema's message, so one run reports both and neither is nonsense.
 */
export interface ConstantsView {
  /** The value at a pointer; undefined when it, or a mapping on the way to it, is missing or not a mapping. */
  valueAt(pointer: string): unknown;
  /** Whether the schema refuses the value at a pointer, something inside it, or a value on the way to it. */
  isRefused(pointer: string): boolean;
  /** The value at a pointer when it is written and the schema accepts it. */
  trusted(pointer: string): unknown;
}

export function constantsView(data: unknown, problems: readonly SchemaProblem[]): ConstantsView {
  // A missing key concerns the key, not the mapping that lacks it: DE without footer keeps its constants.
  const refused = problems.map((problem) => problem.keyProblem?.intended ?? problem.pointer);
  const isRefused = (pointer: string) => refused.some((other) => other === pointer || other.startsWith(`${pointer}/`) || pointer.startsWith(`${other}/`));
  const valueAt = (pointer: string) =>
    pointer
      .split('/')
      .slice(1)
      .reduce<unknown>((value, key) => (isMapping(value) && Object.hasOwn(value, key) ? value[key] : undefined), data);
  return { valueAt, isRefused, trusted: (pointer) => (isRefused(pointer) ? undefined : valueAt(pointer)) };
}
