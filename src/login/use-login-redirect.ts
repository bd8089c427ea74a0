import { useEffect } from 'react';
import { pushAnalyticsEvent } from '../analytics/data-layer';
import { serverClock } from '../api/server-clock';
import { leavePageFor } from './leave-page';
import { markJustLoggedIn } from './just-logged-in';
import { isUnexpired, readLoginToken } from './login-token';
import { forgetLoginRedirectTarget, keepLoginRedirectTarget, loginRedirectTarget } from './redirect-target';

const tabStorage = () => window.sessionStorage;

/** Sends the shopper on to the redirect target (spec §2.2): after a login, or at once when already logged in. */
export function followLoginRedirect(): void {
  const target = loginRedirectTarget(window.location, tabStorage);
  forgetLoginRedirectTarget(tabStorage);
  markJustLoggedIn(tabStorage());
  leavePageFor(target);
}

/**
 * What the login page does on load (spec §2.2): the 'user_login' page view, keeping the target
 * from the address, and leaving at once when the shopper holds an unexpired login token.
 */
export function useLoginPageLoad(): void {
  useEffect(() => {
    pushAnalyticsEvent({ event: 'page_view', page: 'user_login' });
    keepLoginRedirectTarget(window.location, tabStorage);
    const token = readLoginToken();
    if (token && isUnexpired(token, serverClock.now())) followLoginRedirect();
  }, []);
}
