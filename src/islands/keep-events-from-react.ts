/**
 * The events for which React hydrates a root still hydrating all at once, in the event's own task
 * (react-dom's discrete replayable events). On a phone, that task held a key's paint back by
 * half a second in TR's sign-up (issue 42).
 */
const EVENTS_THAT_FORCE_HYDRATION = [
  'mousedown', 'mouseup', 'auxclick', 'click', 'dblclick', 'contextmenu',
  'pointerdown', 'pointerup', 'pointercancel', 'touchstart', 'touchend', 'touchcancel',
  'dragstart', 'dragend', 'drop',
  'keydown', 'keypress', 'keyup', 'beforeinput', 'input', 'textInput', 'change', 'reset',
  'compositionstart', 'compositionend', 'copy', 'cut', 'paste',
];

/**
 * Keeps those events from React while it hydrates `element`, so that hydration goes on in slices
 * and the browser paints between them. What the events do by default still happens, and nothing
 * is lost: a key types and a tap ticks, and the form reads its fields once it is live
 * (useStorefrontForm); a press of a button is counted and a submit held, and both are made again
 * once the island is live (start-after-paint.ts, start-islands.ts). Call before React listens on
 * `element`; returns what hands the events to React again.
 */
export function keepEventsFromReact(element: HTMLElement): () => void {
  const keep = (event: Event) => event.stopImmediatePropagation();
  for (const type of EVENTS_THAT_FORCE_HYDRATION) element.addEventListener(type, keep, true);
  return () => {
    for (const type of EVENTS_THAT_FORCE_HYDRATION) element.removeEventListener(type, keep, true);
  };
}
