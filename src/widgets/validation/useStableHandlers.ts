import { useRef } from 'react';

type Handler = (...args: never[]) => unknown;

/**
 * Handlers that keep their identity from one render to the next and call the latest render's: a
 * field whose value, error and state did not change is then skipped by React.memo, and a keystroke
 * in one field renders that field alone instead of the whole form (INP on slow phones).
 */
export function useStableHandlers() {
  const latest = useRef(new Map<string, Handler>());
  const stable = useRef(new Map<string, Handler>());
  return <H extends Handler>(key: string, handler: H): H => {
    latest.current.set(key, handler);
    let caller = stable.current.get(key);
    if (!caller) {
      caller = (...args: never[]) => latest.current.get(key)!(...args);
      stable.current.set(key, caller);
    }
    return caller as H;
  };
}
