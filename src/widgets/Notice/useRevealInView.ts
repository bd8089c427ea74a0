import { useEffect, type RefObject } from 'react';

export interface RevealOptions {
  /** Scroll the element into view: smooth, unless the visitor asked the system for reduced motion. */
  scroll: boolean;
  /** Move keyboard focus to the element (it needs a tabIndex), so the keyboard goes on from there. */
  focus: boolean;
}

/** Reveals the element as `options` say when it appears and whenever `revealKey` changes. */
export function useRevealInView(ref: RefObject<HTMLElement | null>, { scroll, focus }: RevealOptions, revealKey: unknown) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // A smooth scroll would be cut short by the jump that focus makes, so focus leaves scrolling to it.
    if (focus) element.focus({ preventScroll: scroll });
    if (!scroll) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ behavior: reduceMotion ? 'instant' : 'smooth', block: 'nearest' });
  }, [ref, scroll, focus, revealKey]);
}
