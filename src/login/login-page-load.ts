import { pushAnalyticsEvent } from '../analytics/data-layer';
import { serverClock } from '../api/server-clock';
import { followLoginRedirect } from './login-redirect';
import { isUnexpired, readLoginToken } from './login-token';
import { prefillKnownEmail } from './prefill-known-email';
import { keepLoginRedirectTarget } from './redirect-target';

/**
 * What the login page does on load (spec §2.2), from the page's small script: the form's code
 * waits for the shopper's first touch (islands.ts). The 'user_login' page view, the target kept
 * from the address, leaving at once for a shopper who holds an unexpired login token, and else
 * the address the long-term token remembers filled in.
 */
export function startLoginPage(page: ParentNode = document): void {
  pushAnalyticsEvent({ event: 'page_view', page: 'user_login' });
  keepLoginRedirectTarget(window.location, () => window.sessionStorage);
  const token = readLoginToken();
  if (token && isUnexpired(token, serverClock.now())) return followLoginRedirect('already-logged-in');
  const island = page.querySelector('[data-island="login"]');
  if (island) void prefillKnownEmail(island);
}
