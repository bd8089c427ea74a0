import { decodeJwt } from 'jose';
import { LOGIN_COOKIE, readCookie } from '../api/cookies';

/** What the page reads from a login token, in seconds since the epoch, for scheduling only. */
export interface LoginTokenClaims {
  /** The login id. */
  lid: number;
  /** From when the token may be renewed. */
  ren: number;
  /** When the token stops being accepted. */
  exp: number;
}

/**
 * The claims of a login token, without checking its signature: the page only uses them to decide
 * when to ask, and the server decides what the token is worth. Undefined for anything that is not
 * a token with numeric `lid`, `ren` and `exp`.
 */
export function decodeLoginToken(token: string | undefined): LoginTokenClaims | undefined {
  if (!token) return undefined;
  try {
    const { lid, ren, exp } = decodeJwt(token);
    if (typeof lid !== 'number' || typeof ren !== 'number' || typeof exp !== 'number') return undefined;
    return { lid, ren, exp };
  } catch {
    return undefined;
  }
}

/** The claims of the LoginToken cookie as it is now; other tabs may have replaced it since the last look. */
export function readLoginToken(): LoginTokenClaims | undefined {
  return decodeLoginToken(readCookie(LOGIN_COOKIE));
}

/** True while the token's expiry lies ahead on the server's clock. */
export function isUnexpired(claims: LoginTokenClaims, serverNowMs: number): boolean {
  return serverNowMs < claims.exp * 1000;
}
