/** The longest the vitals wait for an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 5_000;

/**
 * Loads the real-user vitals (real-user-vitals.ts) once the page has loaded and the browser is
 * idle, so that they never compete with what the page needs. web-vitals reads the buffered
 * performance entries, so the paints and shifts before it arrived still count.
 */
export function startVitalsWhenIdle(): void {
  const load = () => void import('./real-user-vitals.ts');
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(load));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
