/** Without input for this long, the shopper counts as idle. */
export const IDLE_AFTER_MS = 60 * 1000;

const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

export interface ActivityMonitor {
  isActive(): boolean;
  stop(): void;
}

/** Active: the page is visible and the shopper gave input within IDLE_AFTER_MS. */
export function watchActivity(target: Window, now: () => number = Date.now): ActivityMonitor {
  let lastInput = now();
  const noteInput = () => {
    lastInput = now();
  };
  for (const type of INPUT_EVENTS) target.addEventListener(type, noteInput, { passive: true, capture: true });
  return {
    isActive: () => target.document.visibilityState === 'visible' && now() - lastInput < IDLE_AFTER_MS,
    stop: () => {
      for (const type of INPUT_EVENTS) target.removeEventListener(type, noteInput, { capture: true });
    },
  };
}
