import { useState, type ReactNode } from 'react';

/**
 * The errors whose message cleared when their field got focus (spec §5), while the value is still
 * the one found wrong: screen readers hear them in the field until it changes or is left.
 */
export function useHeldErrors() {
  const [errors, setErrors] = useState<Readonly<Record<string, ReactNode>>>({});
  const release = (path: string) =>
    setErrors((before) => {
      if (!(path in before)) return before;
      const { [path]: _released, ...rest } = before;
      return rest;
    });
  return {
    errors,
    hold: (path: string, error: ReactNode) => setErrors((before) => ({ ...before, [path]: error })),
    release,
    clear: () => setErrors((before) => (Object.keys(before).length === 0 ? before : {})),
  };
}
