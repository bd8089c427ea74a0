import { useEffect, type RefObject } from 'react';

/**
 * Scrolls the element into view when it appears and whenever `revealKey` changes, while `enabled`.
 * Smooth, unless the visitor asked the system for reduced motion.
 */
export function useRevealInView(ref: RefObject<HTMLElement | null>, enabled: boolean, revealKey: unknown) {
  useEffect(() => {
    if (!enabled) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    ref.current?.scrollIntoView({ behavior: reduceMotion ? 'instant' : 'smooth', block: 'nearest' });
  }, [ref, enabled, revealKey]);
}
