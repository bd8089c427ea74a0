import { leavePageFor } from './leave-page';
import { markLoginArrival, type LoginArrival } from './just-logged-in';
import { forgetLoginRedirectTarget, loginRedirectTarget } from './redirect-target';

const tabStorage = () => window.sessionStorage;

/**
 * Sends the shopper on to the redirect target (spec §2.2): after a login (`arrival` 'login'), or at
 * once when already logged in. The page it leads to learns which of the two it was.
 */
export function followLoginRedirect(arrival: LoginArrival): void {
  const target = loginRedirectTarget(window.location, tabStorage);
  forgetLoginRedirectTarget(tabStorage);
  markLoginArrival(tabStorage, arrival, target);
  leavePageFor(target);
}
