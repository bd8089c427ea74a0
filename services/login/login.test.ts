import { describe, expect, it } from 'vitest';
import { servicesForFile } from '../test/services-for-file.ts';
import { HttpClient } from '../test/test-server.ts';
import { LOGIN_COOKIE } from './login-token.ts';
import { LONG_TERM_COOKIE } from './long-term-token.ts';
import { ANNA, DEMO_PASSWORD, logIn, setCookie } from './test-support.ts';

const API = '/service/login/api/v1';
const MINUTE = 60_000;

const services = servicesForFile({ countryCode: 'DE' });

const newClient = () => new HttpClient(services.baseURL);
const renew = (client: HttpClient) => client.request('POST', `${API}/logintoken/renew`);

describe('POST /login', () => {
  it('answers 200 with a LoginToken the page can read and a long-term cookie it cannot', async () => {
    const response = await logIn(newClient());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'SUCCESS' });

    const token = setCookie(response, LOGIN_COOKIE)!;
    expect(token.value.split('.')).toHaveLength(3);
    expect(token.attributes.has('httponly')).toBe(false);
    expect(token.attributes.get('samesite')).toBe('Lax');
    expect(token.attributes.get('max-age')).toBe('1800');
    expect(token.attributes.get('path')).toBe('/');
    // The shop is https://www.shop.example.de/: its shoppers' browsers speak HTTPS with it, whatever the front in between passes on.
    expect(token.attributes.has('secure')).toBe(true);

    const longTerm = setCookie(response, LONG_TERM_COOKIE)!;
    expect(longTerm.attributes.get('httponly')).toBe(true);
    expect(longTerm.attributes.get('samesite')).toBe('Lax');
    expect(longTerm.attributes.get('max-age')).toBe(String(365 * 24 * 60 * 60));
  });

  it('accepts the address in any letter case', async () => {
    expect((await logIn(newClient(), ANNA.email.toUpperCase())).status).toBe(200);
  });

  it('answers a wrong password and an unknown address with the same 401 and sets no cookie', async () => {
    const wrongPassword = await logIn(newClient(), ANNA.email, 'not-the-password');
    const unknownAddress = await logIn(newClient(), 'nobody@example.com', DEMO_PASSWORD);
    expect(wrongPassword.status).toBe(401);
    expect(unknownAddress.status).toBe(401);
    const body = await wrongPassword.json();
    expect(body).toMatchObject({ type: 'urn:storefront:unauthorized', status: 401 });
    expect(await unknownAddress.json()).toEqual(body);
    expect(setCookie(wrongPassword, LOGIN_COOKIE)).toBeUndefined();
  });

  it("refuses a customer of another country's shop", async () => {
    expect((await logIn(newClient(), 'piotr.nowak@example.com')).status).toBe(401);
  });

  it('refuses a login without the CSRF header with 403', async () => {
    const response = await newClient().request('POST', `${API}/login`, { json: { email: ANNA.email, password: DEMO_PASSWORD }, csrf: false });
    expect(response.status).toBe(403);
    expect(setCookie(response, LOGIN_COOKIE)).toBeUndefined();
  });

  it('answers unknown fields with 400', async () => {
    const response = await newClient().request('POST', `${API}/login`, { json: { email: ANNA.email, password: DEMO_PASSWORD, remember: true } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ type: 'urn:storefront:bad_request' });
  });
});

describe('POST /logintoken/renew', () => {
  it('answers 200 STILL_VALID before the renew time and keeps the token', async () => {
    const client = newClient();
    await logIn(client);
    const token = client.cookies.get(LOGIN_COOKIE);
    services.clock.advance(19 * MINUTE);
    const response = await renew(client);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'STILL_VALID' });
    expect(setCookie(response, LOGIN_COOKIE)).toBeUndefined();
    expect(client.cookies.get(LOGIN_COOKIE)).toBe(token);
  });

  it('answers 201 RENEWED with a fresh token once the renew time has come', async () => {
    const client = newClient();
    await logIn(client);
    const token = client.cookies.get(LOGIN_COOKIE);
    services.clock.advance(21 * MINUTE);
    const response = await renew(client);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ status: 'RENEWED' });
    expect(setCookie(response, LOGIN_COOKIE)?.attributes.get('max-age')).toBe('1800');
    expect(client.cookies.get(LOGIN_COOKIE)).not.toBe(token);

    services.clock.advance(21 * MINUTE);
    expect((await renew(client)).status).toBe(201);
  });

  it('answers 401 once the token has expired', async () => {
    const client = newClient();
    await logIn(client);
    services.clock.advance(31 * MINUTE);
    const response = await renew(client);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ type: 'urn:storefront:unauthorized' });
  });

  it('answers 401 without a token or with a forged one', async () => {
    const client = newClient();
    expect((await renew(client)).status).toBe(401);
    client.cookies.set(LOGIN_COOKIE, 'eyJhbGciOiJIUzI1NiJ9.eyJsaWQiOjF9.forged');
    expect((await renew(client)).status).toBe(401);
  });
});

describe('GET /longtermtoken', () => {
  it('answers 200 with the email of the customer who logged in on this browser, also after the login token expired', async () => {
    const client = newClient();
    await logIn(client, ANNA.email.toUpperCase());
    services.clock.advance(24 * 60 * MINUTE);
    client.cookies.delete(LOGIN_COOKIE);
    const response = await client.request('GET', `${API}/longtermtoken`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email: ANNA.email });
  });

  it('answers 204 with no body to a browser without a long-term cookie or with an unknown one', async () => {
    const client = newClient();
    const response = await client.request('GET', `${API}/longtermtoken`);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    client.cookies.set(LONG_TERM_COOKIE, 'not-a-token-we-issued');
    expect((await client.request('GET', `${API}/longtermtoken`)).status).toBe(204);
  });

  it('forgets the previous long-term cookie when the browser logs in again', async () => {
    const client = newClient();
    await logIn(client);
    const first = client.cookies.get(LONG_TERM_COOKIE)!;
    await logIn(client, 'jonas.weber@example.com');
    const stale = newClient();
    stale.cookies.set(LONG_TERM_COOKIE, first);
    expect((await stale.request('GET', `${API}/longtermtoken`)).status).toBe(204);
    expect(await (await client.request('GET', `${API}/longtermtoken`)).json()).toEqual({ email: 'jonas.weber@example.com' });
  });
});
