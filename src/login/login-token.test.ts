import { SignJWT, type JWTPayload } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { decodeLoginToken, isUnexpired, readLoginToken } from './login-token';

const CLAIMS = { lid: 4711, ren: 1_790_000_000, exp: 1_790_003_600 };

/** A token signed with HS256 under `key`, as the services would issue one (with some key). */
async function signedToken(payload: JWTPayload, key = 'the services secret'): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(key));
}

function base64url(json: unknown): string {
  return btoa(JSON.stringify(json)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A token put together by hand, with no valid signature at all. */
function unsignedToken(payload: unknown): string {
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
}

function setLoginCookie(value: string): void {
  document.cookie = `LoginToken=${value}; path=/`;
}

afterEach(() => {
  document.cookie = 'LoginToken=; path=/; max-age=0';
});

describe('decodeLoginToken', () => {
  it('reads the login id, renewal time and expiry of a signed token', async () => {
    expect(decodeLoginToken(await signedToken({ ...CLAIMS, sub: 'someone', iat: 1_789_999_000 }))).toEqual(CLAIMS);
  });

  it('does not check the signature: a token signed with any key decodes', async () => {
    expect(decodeLoginToken(await signedToken(CLAIMS, 'a key the page never sees'))).toEqual(CLAIMS);
  });

  it('decodes a token with no signature at all', () => {
    expect(decodeLoginToken(unsignedToken(CLAIMS))).toEqual(CLAIMS);
  });

  it.each([
    ['lid missing', { ren: CLAIMS.ren, exp: CLAIMS.exp }],
    ['ren missing', { lid: CLAIMS.lid, exp: CLAIMS.exp }],
    ['exp missing', { lid: CLAIMS.lid, ren: CLAIMS.ren }],
    ['lid as a string', { ...CLAIMS, lid: '4711' }],
    ['ren as a string', { ...CLAIMS, ren: String(CLAIMS.ren) }],
    ['exp as a string', { ...CLAIMS, exp: String(CLAIMS.exp) }],
    ['lid null', { ...CLAIMS, lid: null }],
    ['ren as a boolean', { ...CLAIMS, ren: true }],
    ['exp as an object', { ...CLAIMS, exp: { at: CLAIMS.exp } }],
  ])('gives undefined for a token with %s', (_what, payload) => {
    expect(decodeLoginToken(unsignedToken(payload))).toBeUndefined();
  });

  it.each([
    ['undefined', undefined],
    ['the empty string', ''],
    ['garbage', 'not a token'],
    ['two parts', 'eyJhbGciOiJIUzI1NiJ9.eyJsaWQiOjF9'],
    ['three parts of garbage', 'a.b.c'],
    ['a payload that is not JSON', `${base64url({ alg: 'none' })}.${btoa('{lid:').replace(/=+$/, '')}.`],
    ['a payload that is a JSON array', unsignedToken([CLAIMS.lid, CLAIMS.ren, CLAIMS.exp])],
    ['five parts (an encrypted token)', 'a.b.c.d.e'],
  ])('gives undefined for %s', (_what, token) => {
    expect(decodeLoginToken(token)).toBeUndefined();
  });
});

describe('readLoginToken', () => {
  it('reads the claims of the LoginToken cookie', async () => {
    document.cookie = 'csrfToken=abc123; path=/';
    setLoginCookie(await signedToken(CLAIMS));
    expect(readLoginToken()).toEqual(CLAIMS);
  });

  it('reads the cookie as it is now, not as it was at the last look', async () => {
    setLoginCookie(await signedToken(CLAIMS));
    expect(readLoginToken()?.exp).toBe(CLAIMS.exp);
    setLoginCookie(await signedToken({ ...CLAIMS, exp: CLAIMS.exp + 3600 }));
    expect(readLoginToken()?.exp).toBe(CLAIMS.exp + 3600);
  });

  it('gives undefined without a LoginToken cookie', () => {
    document.cookie = 'OtherLoginToken=x; path=/';
    expect(readLoginToken()).toBeUndefined();
  });

  it('gives undefined for a LoginToken cookie that is not a token', () => {
    setLoginCookie('garbage');
    expect(readLoginToken()).toBeUndefined();
  });

  it('gives undefined, and does not throw, for a LoginToken cookie with broken percent-encoding', () => {
    setLoginCookie('%E0%A4%A');
    expect(() => readLoginToken()).not.toThrow();
    expect(readLoginToken()).toBeUndefined();
  });
});

describe('isUnexpired', () => {
  const expiresAt = CLAIMS.exp * 1000;

  it('holds a token unexpired a millisecond before its expiry', () => {
    expect(isUnexpired(CLAIMS, expiresAt - 1)).toBe(true);
  });

  it('counts a token as expired exactly at its expiry', () => {
    expect(isUnexpired(CLAIMS, expiresAt)).toBe(false);
  });

  it('counts a token as expired after its expiry', () => {
    expect(isUnexpired(CLAIMS, expiresAt + 60_000)).toBe(false);
  });

  it('reads the expiry in seconds and the clock in milliseconds', () => {
    expect(isUnexpired({ ...CLAIMS, exp: 2000 }, 1_999_999)).toBe(true);
    expect(isUnexpired({ ...CLAIMS, exp: 2000 }, 2001)).toBe(true);
    expect(isUnexpired({ ...CLAIMS, exp: 2 }, 2001)).toBe(false);
  });
});
