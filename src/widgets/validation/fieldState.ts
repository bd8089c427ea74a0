import type { ReactNode } from 'react';

/** What a field shows: nothing special, a valid mark, or an error. */
export type FieldState = 'default' | 'valid' | 'error';

/** The state a field shows: an error message always means 'error', whatever `state` says. */
export function resolveFieldState(state: FieldState | undefined, error: ReactNode): FieldState {
  if (error) return 'error';
  return state ?? 'default';
}
