import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';

export const LOGIN_COOKIE = 'LoginToken';
/** A login token is good for 30 minutes and may be renewed from its 20th minute on. */
export const LOGIN_TOKEN_TTL_SECONDS = 30 * 60;
export const LOGIN_TOKEN_RENEW_AFTER_SECONDS = 20 * 60;
/**
 * How long a renewed token still opens the account: calls another tab sent with it just before
 * the renewal landed still succeed. It can never be renewed again, so it is never multiplied.
 */
export const RENEWED_TOKEN_GRACE_SECONDS = 30;

export interface LoginClaims {
  /** The token's own id, by which it is revoked. */
  jti: string;
  /** The customer's login id. */
  lid: number;
  /** When renewal becomes due, in seconds since the epoch. */
  ren: number;
  exp: number;
}

/** The signing key lives in the database, so tokens outlive a restart but not a new data folder. */
function signingKey(db: Db): Uint8Array {
  const row = db.prepare("SELECT value FROM settings WHERE key = 'login-token-key'").get() as { value: string } | undefined;
  if (row) return Buffer.from(row.value, 'base64');
  const key = randomBytes(32);
  db.prepare("INSERT OR IGNORE INTO settings (key, value) VALUES ('login-token-key', ?)").run(key.toString('base64'));
  return signingKey(db);
}

export async function issueLoginToken(db: Db, clock: Clock, customerId: number): Promise<{ token: string; claims: LoginClaims }> {
  const issuedAt = Math.floor(clock.now().getTime() / 1000);
  const claims: LoginClaims = { jti: randomBytes(16).toString('base64url'), lid: customerId, ren: issuedAt + LOGIN_TOKEN_RENEW_AFTER_SECONDS, exp: issuedAt + LOGIN_TOKEN_TTL_SECONDS };
  const token = await new SignJWT({ lid: claims.lid, ren: claims.ren })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(claims.jti)
    .setIssuedAt(issuedAt)
    .setExpirationTime(claims.exp)
    .sign(signingKey(db));
  return { token, claims };
}

/** The claims of a token this server signed, that has not expired and was not revoked, or undefined. */
export async function verifyLoginToken(db: Db, clock: Clock, token: string | undefined): Promise<LoginClaims | undefined> {
  if (!token) return undefined;
  try {
    const { payload } = await jwtVerify(token, signingKey(db), { algorithms: ['HS256'], currentDate: clock.now() });
    const { jti, lid, ren, exp } = payload;
    if (typeof jti !== 'string' || typeof lid !== 'number' || typeof ren !== 'number' || typeof exp !== 'number') return undefined;
    const revoked = db.prepare('SELECT revoked_at AS revokedAt FROM revoked_login_tokens WHERE jti = ?').get(jti) as { revokedAt: number } | undefined;
    if (revoked && clock.now().getTime() / 1000 >= revoked.revokedAt + RENEWED_TOKEN_GRACE_SECONDS) return undefined;
    return { jti, lid, ren, exp };
  } catch {
    return undefined;
  }
}

/**
 * Ends a token before its time, after RENEWED_TOKEN_GRACE_SECONDS: a renewal replaces it, and the
 * old one must not stay a second key to the account. True only for the one call that revoked it,
 * so that of several renewals racing with one token exactly one goes on to issue the next. Ids of
 * tokens expired anyway are dropped.
 */
export function revokeLoginToken(db: Db, clock: Clock, claims: LoginClaims): boolean {
  const now = Math.floor(clock.now().getTime() / 1000);
  db.prepare('DELETE FROM revoked_login_tokens WHERE expires_at <= ?').run(now);
  const insert = db.prepare('INSERT OR IGNORE INTO revoked_login_tokens (jti, revoked_at, expires_at) VALUES (?, ?, ?)');
  return insert.run(claims.jti, now, claims.exp).changes === 1;
}
