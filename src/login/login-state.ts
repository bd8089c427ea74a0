import { serverClock } from '../api/server-clock';
import { takeLoginArrival } from './just-logged-in';
import { reportLogin } from './login-analytics';
import { isUnexpired, readLoginToken } from './login-token';

/** On the shell's line that says a shopper is logged in; its value is the text, in the page's language. */
export const LOGIN_STATE_ATTRIBUTE = 'data-login-state';

/** On what only a shopper who is not logged in needs, such as the home page's login link. */
export const LOGGED_OUT_ONLY_ATTRIBUTE = 'data-logged-out-only';

/**
 * Shows on a prerendered page whether the shopper is logged in (the LoginToken cookie of spec §6):
 * the shell's line says so, and what only a logged-out shopper needs goes. The line is a live
 * region, so the page the login page led to announces it; later pages only show it, as a screen
 * reader would otherwise repeat it on every page. After a login, that page also reports GA4's
 * `login`: the login page itself leaves too soon for a tag manager to send it.
 */
export function showLoginState(page: ParentNode, storage: () => Storage, location: Pick<Location, 'pathname'> = window.location): void {
  const token = readLoginToken();
  if (!token || !isUnexpired(token, serverClock.now())) return;
  const arrival = takeLoginArrival(storage, location);
  if (arrival === 'login') reportLogin();
  for (const line of page.querySelectorAll<HTMLElement>(`[${LOGIN_STATE_ATTRIBUTE}]`)) {
    if (!arrival) line.removeAttribute('aria-live');
    line.textContent = line.getAttribute(LOGIN_STATE_ATTRIBUTE);
  }
  for (const element of page.querySelectorAll(`[${LOGGED_OUT_ONLY_ATTRIBUTE}]`)) element.remove();
}
