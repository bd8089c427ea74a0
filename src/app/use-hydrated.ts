import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False in the prerendered HTML and while React takes it over, true from then on. A form's submit
 * button waits for it: pressed before the script has taken over, the browser would send the form
 * itself and the page would load again, losing what was typed.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
