import { describe, expect, it } from 'vitest';
import { setCookie } from '../login/test-support.ts';
import { servicesForFile } from '../test/services-for-file.ts';
import { HttpClient } from '../test/test-server.ts';
import { AUTH_COOKIES, STAFF_MARKER_COOKIE, type StaffKind } from './staff-sessions.ts';
import { STAFF, checkAuth, logInStaff } from './test-support.ts';

const AUTH = '/service/preview/api/auth';
const HOUR = 60 * 60_000;
const UNAUTHORIZED = { status: 'UNAUTHORIZED' };

const services = servicesForFile({ countryCode: 'DE' });

async function signedIn(kind: StaffKind): Promise<HttpClient> {
  const client = new HttpClient(services.baseURL);
  expect((await logInStaff(client, STAFF[kind])).status).toBe(200);
  return client;
}

async function expectUnauthorized(response: Response): Promise<void> {
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual(UNAUTHORIZED);
}

describe.each(['staff', 'cobra'] as const)('signing in as %s', (kind) => {
  it(`sets an HttpOnly ${AUTH_COOKIES[kind]} cookie and a readable marker`, async () => {
    const response = await logInStaff(new HttpClient(services.baseURL), STAFF[kind]);
    expect(await response.json()).toEqual({ status: 'SUCCESS' });
    const auth = setCookie(response, AUTH_COOKIES[kind])!;
    expect(auth.attributes.get('httponly')).toBe(true);
    expect(auth.attributes.get('samesite')).toBe('Lax');
    expect(auth.attributes.get('max-age')).toBe(String(8 * 60 * 60));
    const marker = setCookie(response, STAFF_MARKER_COOKIE)!;
    expect(marker.value).toBe('1');
    expect(marker.attributes.has('httponly')).toBe(false);
  });

  it('makes checkauth answer SUCCESS with no preview state yet', async () => {
    const response = await checkAuth(await signedIn(kind));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'SUCCESS', dateTime: null, abTestName: null, abTestGroup: null });
  });
});

describe('POST /auth/login', () => {
  it('answers a wrong password with 401 UNAUTHORIZED and no cookie', async () => {
    const response = await logInStaff(new HttpClient(services.baseURL), { username: STAFF.staff.username, password: 'wrong-password' });
    await expectUnauthorized(response);
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('staffAuth='))).toBe(false);
  });

  it('refuses a sign-in without the CSRF header with 403', async () => {
    const response = await new HttpClient(services.baseURL).request('POST', `${AUTH}/login`, { json: STAFF.staff, csrf: false });
    expect(response.status).toBe(403);
  });
});

describe('GET /auth/checkauth', () => {
  it('answers 401 UNAUTHORIZED without a cookie, with a forged one, or with a cookie of the other kind', async () => {
    await expectUnauthorized(await checkAuth(new HttpClient(services.baseURL)));
    const forged = new HttpClient(services.baseURL);
    forged.cookies.set(AUTH_COOKIES.staff, 'made-up-session-token');
    await expectUnauthorized(await checkAuth(forged));
    const cobra = await signedIn('cobra');
    cobra.cookies.set(AUTH_COOKIES.staff, cobra.cookies.get(AUTH_COOKIES.cobra)!);
    cobra.cookies.delete(AUTH_COOKIES.cobra);
    await expectUnauthorized(await checkAuth(cobra));
  });

  it('answers 401 once the session is 8 hours old', async () => {
    const client = await signedIn('staff');
    services.clock.advance(8 * HOUR);
    await expectUnauthorized(await checkAuth(client));
  });
});

describe('GET /auth/login/renew', () => {
  it('keeps a session alive for another 8 hours', async () => {
    const client = await signedIn('staff');
    services.clock.advance(7 * HOUR);
    const response = await client.request('GET', `${AUTH}/login/renew`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'SUCCESS' });
    services.clock.advance(7 * HOUR);
    expect((await checkAuth(client)).status).toBe(200);
  });

  it('answers 401 UNAUTHORIZED without a session', async () => {
    await expectUnauthorized(await new HttpClient(services.baseURL).request('GET', `${AUTH}/login/renew`));
  });
});

describe('GET /auth/logout', () => {
  it('ends the session and clears the cookies', async () => {
    const client = await signedIn('cobra');
    const token = client.cookies.get(AUTH_COOKIES.cobra)!;
    const response = await client.request('GET', `${AUTH}/logout`);
    expect(await response.json()).toEqual({ status: 'SUCCESS' });
    expect(client.cookies.has(AUTH_COOKIES.cobra)).toBe(false);
    expect(client.cookies.has(STAFF_MARKER_COOKIE)).toBe(false);

    const replay = new HttpClient(services.baseURL);
    replay.cookies.set(AUTH_COOKIES.cobra, token);
    await expectUnauthorized(await checkAuth(replay));
  });

  it('refuses a call without the CSRF header, so a link on another site cannot sign staff out', async () => {
    const client = await signedIn('staff');
    const response = await client.request('GET', `${AUTH}/logout`, { csrf: false });
    expect(response.status).toBe(403);
    expect((await checkAuth(client)).status).toBe(200);
  });

  it('answers SUCCESS when there was no session', async () => {
    const response = await new HttpClient(services.baseURL).request('GET', `${AUTH}/logout`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'SUCCESS' });
  });
});

describe('signing in again', () => {
  it('replaces the staff session with the new cobra one', async () => {
    const client = await signedIn('staff');
    const staffToken = client.cookies.get(AUTH_COOKIES.staff)!;
    await logInStaff(client, STAFF.cobra);
    expect(client.cookies.has(AUTH_COOKIES.staff)).toBe(false);
    expect((await checkAuth(client)).status).toBe(200);
    const replay = new HttpClient(services.baseURL);
    replay.cookies.set(AUTH_COOKIES.staff, staffToken);
    await expectUnauthorized(await checkAuth(replay));
  });
});
