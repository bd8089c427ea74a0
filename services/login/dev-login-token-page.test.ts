import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { servicesForFile } from '../test/services-for-file.ts';
import { HttpClient } from '../test/test-server.ts';
import { DEV_LOGIN_TOKEN_PATH } from './dev-login-token-page.ts';
import { LOGIN_COOKIE } from './login-token.ts';
import { ANNA, logIn } from './test-support.ts';

const services = servicesForFile({ countryCode: 'DE' });

const newClient = () => new HttpClient(services.baseURL);
const makeDue = (client: HttpClient) =>
  client.request('POST', DEV_LOGIN_TOKEN_PATH, { body: 'due=now', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const renew = (client: HttpClient) => client.request('POST', '/service/login/api/v1/logintoken/renew');

describe('/_dev/login-token', () => {
  it('tells a visitor who is not logged in to log in first', async () => {
    const response = await newClient().request('GET', DEV_LOGIN_TOKEN_PATH);
    expect(response.status).toBe(401);
    // Relative, so that a shop under a path (/fr/_dev/login-token) leads to its own login page.
    expect(await response.text()).toContain('<a href="../login">');
  });

  it('names the logged-in customer and offers the button, without any script', async () => {
    const client = newClient();
    await logIn(client);
    const page = await (await client.request('GET', DEV_LOGIN_TOKEN_PATH)).text();
    expect(page).toContain(ANNA.email);
    expect(page).toContain('<button type="submit">Make my login token due for renewal</button>');
    expect(page).not.toContain('<script');
  });

  it('swaps the token for one due now, which the renewal then replaces', async () => {
    const client = newClient();
    await logIn(client);
    expect((await renew(client)).status).toBe(200);

    const response = await makeDue(client);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('../');
    const due = decodeJwt(client.cookies.get(LOGIN_COOKIE)!);
    const now = services.clock.now().getTime() / 1000;
    expect(due.ren as number).toBeLessThan(now);
    expect(due.exp as number).toBeGreaterThan(now + 8 * 60);

    expect((await renew(client)).status).toBe(201);
  });

  it('changes nothing for a visitor who is not logged in', async () => {
    const client = newClient();
    expect((await makeDue(client)).status).toBe(401);
    expect(client.cookies.has(LOGIN_COOKIE)).toBe(false);
  });
});
