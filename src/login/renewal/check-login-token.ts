import type { RenewOutcome } from '../api/login-client';
import type { LoginTokenClaims } from '../login-token';

/** What one check of the login token came to (spec §4). */
export type RenewalResult = RenewOutcome | 'not-yet-due' | 'expired';

export interface TokenCheckDeps {
  /** The cookie's claims as they are now, or undefined without a (readable) token. */
  readToken(): LoginTokenClaims | undefined;
  /** Milliseconds since the epoch on the server's clock. */
  serverNow(): number;
  renew(): Promise<RenewOutcome>;
  /** Runs `task` while no other tab of this shop runs one. */
  exclusively<T>(task: () => Promise<T>): Promise<T>;
}

type Due = 'due' | 'not-yet-due' | 'expired';

function dueness(claims: LoginTokenClaims, serverNowMs: number): Due {
  if (serverNowMs >= claims.exp * 1000) return 'expired';
  return serverNowMs >= claims.ren * 1000 ? 'due' : 'not-yet-due';
}

/**
 * One check: renew the token only between its `ren` and `exp`. Undefined when there is no token,
 * since a visitor who is not logged in has nothing to check.
 */
export async function checkLoginToken(deps: TokenCheckDeps): Promise<RenewalResult | undefined> {
  const claims = deps.readToken();
  if (!claims) return undefined;
  const due = dueness(claims, deps.serverNow());
  if (due !== 'due') return due;
  return deps.exclusively(async () => {
    // While this tab waited, another one may have renewed: the cookie then holds a token not yet due.
    const current = deps.readToken();
    if (!current) return undefined;
    const stillDue = dueness(current, deps.serverNow());
    return stillDue === 'due' ? deps.renew() : stillDue;
  });
}
