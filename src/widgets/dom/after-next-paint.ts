/**
 * Resolves once the browser has painted what the current event changed. Work started after it (a
 * form's further fields, the answer of a fast service) then no longer counts toward the event's
 * Interaction to Next Paint, which on a slow phone it would double.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}
