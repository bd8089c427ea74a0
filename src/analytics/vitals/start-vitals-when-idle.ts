/** The longest the vitals wait for an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 5_000;

/**
 * Loads the real-user vitals (real-user-vitals.ts) once the page has loaded and the browser is
 * idle, so that they never compete with what the page needs. web-vitals reads the buffered
 * performance entries, so the paints and shifts before it arrived still count. Never while the
 * page is hidden: web-vitals started in a hidden page takes it for one loaded in the background
 * wherever the browser records no visibility-state entries (Safari, Firefox), and drops every
 * metric of the view. It then starts when the page shows again.
 */
export function startVitalsWhenIdle(): void {
  const loadWhileVisible = () => {
    if (document.visibilityState === 'hidden') addEventListener('visibilitychange', loadWhileVisible, { once: true });
    else void import('./real-user-vitals.ts');
  };
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(loadWhileVisible, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(loadWhileVisible));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
