import { serverClock } from '../../api/server-clock';
import { detectDeviceClass, isTabletOrPhone } from '../../widgets/layout';
import { loginClient } from '../api/login-client';
import { readLoginToken } from '../login-token';
import { watchActivity } from './activity';
import { checkLoginToken, type RenewalResult } from './check-login-token';
import { exclusively } from './renewal-lock';
import { scheduleChecks } from './schedule-checks';

/** Dispatched on `window` after every check, with the result as `detail`; for monitoring and tests. */
export const TOKEN_CHECK_EVENT = 'storefront:login-token-check';

/**
 * The background job that keeps a logged-in shopper logged in (spec §9). Phones and tablets are
 * left alone, as the spec says. Returns a function that stops the job.
 */
export function startTokenRenewal(environment: Window = window): () => void {
  if (isTabletOrPhone(detectDeviceClass(environment.navigator))) return () => undefined;
  const activity = watchActivity(environment);
  const stopChecks = scheduleChecks<RenewalResult>({
    check: () =>
      checkLoginToken({
        readToken: readLoginToken,
        serverNow: () => serverClock.now(),
        renew: loginClient.renewLoginToken,
        exclusively: (task) => exclusively(task, environment),
      }),
    isActive: activity.isActive,
    onResult: (result) => environment.dispatchEvent(new CustomEvent(TOKEN_CHECK_EVENT, { detail: result })),
  });
  return () => {
    stopChecks();
    activity.stop();
  };
}
