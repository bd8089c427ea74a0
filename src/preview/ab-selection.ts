/**
 * The A/B selection of spec §4: none (valid) → a test chosen (its group required) → a group
 * chosen (complete). Choosing another test, or none, drops the group.
 */
export type AbSelection = { test: null; group: null } | { test: string; group: null } | { test: string; group: string };

export type SelectionState = 'none' | 'incomplete' | 'complete';

export const NO_SELECTION: AbSelection = { test: null, group: null };

export function selectTest(test: string | null): AbSelection {
  return test ? { test, group: null } : NO_SELECTION;
}

export function selectGroup(selection: AbSelection, group: string | null): AbSelection {
  if (selection.test === null) return NO_SELECTION;
  return group ? { test: selection.test, group } : { test: selection.test, group: null };
}

export function selectionState(selection: AbSelection): SelectionState {
  if (selection.test === null) return 'none';
  return selection.group === null ? 'incomplete' : 'complete';
}

/** A selection may be applied unless a test waits for its group. */
export function isApplicable(selection: AbSelection): boolean {
  return selectionState(selection) !== 'incomplete';
}

/** The selection checkauth reported, if it is one the panel can show. */
export function selectionFrom(test: string | null, group: string | null): AbSelection {
  return test && group ? { test, group } : NO_SELECTION;
}
