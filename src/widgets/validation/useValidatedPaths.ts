import { useState } from 'react';

/** The fields validated since their value last changed: without an error, these show 'valid'. */
export function useValidatedPaths() {
  const [paths, setPaths] = useState<ReadonlySet<string>>(new Set());
  return {
    has: (path: string) => paths.has(path),
    mark: (more: Iterable<string>) => setPaths((before) => new Set([...before, ...more])),
    // Returning the same set when nothing changes spares a render on every keystroke.
    forget: (path: string) =>
      setPaths((before) => (before.has(path) ? new Set([...before].filter((other) => other !== path)) : before)),
    clear: () => setPaths(new Set()),
  };
}
