import { useEffect, type ReactNode } from 'react';

/**
 * Calls `onCommitted` once React has put what it wraps on the page. A wrapper rather than a
 * sibling, so that the ids React gives the wrapped parts stay as they would be without it.
 */
export function AfterCommit({ onCommitted, children }: { onCommitted: () => void; children: ReactNode }) {
  useEffect(onCommitted, [onCommitted]);
  return children;
}
