import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOGIN_COOKIE } from './login/login-token.ts';
import { ANNA, logIn } from './login/test-support.ts';
import { STAFF, logInStaff } from './preview/test-support.ts';
import { confirmationToken } from './test/mailbox.ts';
import { sendRaw } from './test/raw-http.ts';
import { servicesForFile } from './test/services-for-file.ts';
import { startServicesProcess, stopProcess } from './test/services-process.ts';
import { HttpClient, startServices } from './test/test-server.ts';

const SHOP_URL = 'https://shop.test.example/';
const MINUTE = 60_000;
const services = servicesForFile({ countryCode: 'DE', shopUrl: SHOP_URL });

const API_KEY = { 'x-api-key': 'dummy' };
const JSON_BODY = { 'content-type': 'application/json' };
const signup = (email: string) => JSON.stringify({ email, consents: [], origin: 'onsite', originAddition: 'subsite' });
const credentials = JSON.stringify({ email: ANNA.email, password: 'storefront-demo' });

/** The browser's own cookies, sent as they would be, without the X-CSRF-Token header a page adds. */
async function cookiesOfNewBrowser(): Promise<string> {
  const client = new HttpClient(services.baseURL);
  await client.request('GET', '/service/customerfrontenddata/api/v1/psdata');
  return [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

function expectProblem(response: { status: number; headers: Record<string, unknown>; body: string }, status: number): void {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(JSON.parse(response.body)).toMatchObject({ status, type: expect.stringMatching(/^urn:storefront:/) });
}

describe('CSRF and the api key are decided on the route, not on how its address was written', () => {
  const token = 'x'.repeat(43);
  it.each([
    ['login', '/%73ervice/login/api/v1/login', credentials],
    ['login, escaped deeper', '/service/login/api/v1/%6Cogin', credentials],
    ['newsletter sign-up', '/%73ervice/newsletter/api/internal/newsletter-subscribers', signup('csrf@example.com')],
    ['newsletter sign-up, escaped base path', '/service/newsletter/api/%69nternal/newsletter-subscribers', signup('csrf@example.com')],
    ['double opt-in', `/%73ervice/newsletter/api/internal/newsletter-subscribers/${token}/doi`, undefined],
    ['subscriber update', `/%73ervice/newsletter/api/private/newsletter-subscribers/${token}`, '{}'],
    ['staff login', '/%73ervice/preview/api/auth/login', JSON.stringify(STAFF.staff)],
    ['preview token', '/%73ervice/preview/api/token', JSON.stringify({ previewDateTime: null })],
  ])('refuses %s without the CSRF token (%s)', async (_call, path, body) => {
    const method = path.endsWith('/doi') || path.includes(token) ? 'PUT' : 'POST';
    const headers = { ...(body === undefined ? {} : JSON_BODY), ...API_KEY, cookie: await cookiesOfNewBrowser() };
    const response = await sendRaw(services.baseURL, method, path, { headers, body });
    expectProblem(response, 403);
  });

  it('refuses an absolute-form request line without the CSRF token', async () => {
    const target = `${services.baseURL}/service/login/api/v1/login`;
    const response = await sendRaw(services.baseURL, 'POST', target, { headers: { ...JSON_BODY, cookie: await cookiesOfNewBrowser() }, body: credentials });
    expectProblem(response, 403);
  });

  it('asks for the api key under an escaped base path', async () => {
    const client = new HttpClient(services.baseURL);
    const response = await client.request('POST', '/service/newsletter/api/%69nternal/newsletter-subscribers', { body: signup('key@example.com'), headers: JSON_BODY });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ type: 'urn:storefront:unauthorized' });
  });
});

describe('calls that change state refuse other sites, whatever their method', () => {
  it.each([
    ['logout', '/service/preview/api/auth/logout'],
    ['session renewal', '/service/preview/api/auth/login/renew'],
  ])('refuses a cross-site GET of %s even with the right token, and keeps the session', async (_call, path) => {
    const staff = new HttpClient(services.baseURL);
    expect((await logInStaff(staff, STAFF.staff)).status).toBe(200);
    const fromElsewhere: Array<Record<string, string>> = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }];
    for (const headers of fromElsewhere) {
      const response = await staff.request('GET', path, { headers });
      expect(response.status).toBe(403);
    }
    expect((await staff.request('GET', '/service/preview/api/auth/checkauth')).status).toBe(200);
  });

  it('refuses a cross-site GET of the personal page data', async () => {
    const response = await new HttpClient(services.baseURL).request('GET', '/service/customerfrontenddata/api/v1/psdata', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(response.status).toBe(403);
  });

  it('accepts the same calls from the page itself', async () => {
    const staff = new HttpClient(services.baseURL);
    await logInStaff(staff, STAFF.staff);
    expect((await staff.request('GET', '/service/preview/api/auth/login/renew', { headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(200);
  });
});

describe('the confirmation mail', () => {
  it('links to the configured shop address, whatever host the sign-up names', async () => {
    const client = new HttpClient(services.baseURL);
    const cookie = await cookiesOfNewBrowser();
    const csrf = /csrfToken=([^;]+)/.exec(cookie)![1]!;
    const response = await sendRaw(services.baseURL, 'POST', '/service/newsletter/api/internal/newsletter-subscribers', {
      headers: { ...JSON_BODY, ...API_KEY, cookie, 'x-csrf-token': csrf, host: `localhost:${new URL(services.baseURL).port}`, 'x-forwarded-host': 'evil.example', forwarded: 'host=evil.example' },
      body: signup('host@example.com'),
    });
    expect(response.status).toBe(202);
    const mailbox = await (await client.request('GET', '/_dev/mailbox')).text();
    expect(mailbox).toContain(`href="${SHOP_URL}newsletter/confirm#token=`);
    expect(mailbox).not.toContain('evil.example');
    expect(mailbox).not.toContain('localhost');
  });
});

describe('the Host a request names', () => {
  it.each(['rebind.attacker.example', 'evil.example:80', '127.0.0.1:1'])('is refused unless it is this server (%s), so a rebound name opens nothing', async (host) => {
    const port = new URL(services.baseURL).port;
    expectProblem(await sendRaw(services.baseURL, 'GET', '/_dev/mailbox', { headers: { host: host.includes(':') ? host : `${host}:${port}` } }), 421);
  });

  it('is required', async () => {
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(Number(new URL(services.baseURL).port), '127.0.0.1', () => socket.end('GET / HTTP/1.1\r\nConnection: close\r\n\r\n'));
      let received = '';
      socket.on('data', (chunk) => (received += chunk));
      socket.on('close', () => resolve(received));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('application/problem+json');
  });

  it.each(['127.0.0.1', 'localhost', 'de.localhost'])('is accepted as %s on the port the server listens on', async (name) => {
    const port = new URL(services.baseURL).port;
    expect((await sendRaw(services.baseURL, 'GET', '/_dev/mailbox', { headers: { host: `${name}:${port}` } })).status).toBe(200);
  });
});

describe('what a subscriber token may do after confirmation', () => {
  const base = '/service/newsletter/api/internal/newsletter-subscribers';

  it('ends every token mailed before the confirmation an hour after it, a second sign-up\'s unused one too', async () => {
    const client = new HttpClient(services.baseURL);
    for (let signups = 0; signups < 2; signups += 1) await client.request('POST', base, { body: signup('twice@example.com'), headers: { ...JSON_BODY, ...API_KEY } });
    const mailbox = await (await client.request('GET', '/_dev/mailbox')).text();
    const [second, first] = [...mailbox.matchAll(/#token=([\w-]+)">Confirm the sign-up of twice@example.com</g)].map((match) => match[1]!);
    expect((await client.request('PUT', `${base}/${first}/doi`, { headers: API_KEY })).status).toBe(200);
    // The spare link cannot confirm again, which would open the subscription for another hour.
    expect((await client.request('PUT', `${base}/${second}/doi`, { headers: API_KEY })).status).toBe(410);
    services.clock.advance(61 * MINUTE);
    expect((await client.request('GET', `${base}/${second}`, { headers: API_KEY })).status).toBe(410);
    expect((await client.request('PUT', `${base}/${second}`, { json: { firstName: 'Eve' }, headers: API_KEY })).status).toBe(410);
  });

  it('lets a sign-up after the confirmation be confirmed in its turn', async () => {
    const client = new HttpClient(services.baseURL);
    await client.request('POST', base, { body: signup('again@example.com'), headers: { ...JSON_BODY, ...API_KEY } });
    await client.request('PUT', `${base}/${await confirmationToken(client, 'again@example.com')}/doi`, { headers: API_KEY });
    services.clock.advance(2 * 60 * MINUTE);
    await client.request('POST', base, { body: signup('again@example.com'), headers: { ...JSON_BODY, ...API_KEY } });
    expect((await client.request('PUT', `${base}/${await confirmationToken(client, 'again@example.com')}/doi`, { headers: API_KEY })).status).toBe(200);
  });

  it('reads and updates for an hour after confirming, then answers 410 to every call', async () => {
    const client = new HttpClient(services.baseURL);
    await client.request('POST', base, { body: signup('after@example.com'), headers: { ...JSON_BODY, ...API_KEY } });
    const token = await confirmationToken(client, 'after@example.com');
    expect((await client.request('PUT', `${base}/${token}/doi`, { headers: API_KEY })).status).toBe(200);

    services.clock.advance(59 * MINUTE);
    expect((await client.request('GET', `${base}/${token}`, { headers: API_KEY })).status).toBe(200);
    expect((await client.request('PUT', `${base}/${token}`, { json: { consents: ['DNE'] }, headers: API_KEY })).status).toBe(200);

    services.clock.advance(2 * MINUTE);
    expect((await client.request('GET', `${base}/${token}`, { headers: API_KEY })).status).toBe(410);
    expect((await client.request('PUT', `${base}/${token}`, { json: { consents: [] }, headers: API_KEY })).status).toBe(410);
    expect((await client.request('PUT', `${base}/${token}/doi`, { headers: API_KEY })).status).toBe(410);
  });
});

describe('login token renewal', () => {
  it('renews a token once, however many renewals it is sent with at the same moment', async () => {
    // A server of its own, in its own process and on the real clock, as a racing client meets it.
    const dataDir = mkdtempSync(join(tmpdir(), 'storefront-race-'));
    const server = await startServicesProcess(dataDir);
    try {
      const client = new HttpClient(server.baseURL);
      await logIn(client);
      const page = await (await client.request('GET', '/_dev/login-token')).text();
      await client.request('POST', '/_dev/login-token', { body: `_csrf=${/name="_csrf" value="([^"]+)"/.exec(page)![1]}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      const renewals = await Promise.all(Array.from({ length: 10 }, () => client.request('POST', '/service/login/api/v1/logintoken/renew')));
      expect(renewals.map(({ status }) => status).sort()).toEqual([201, ...Array(9).fill(401)]);
    } finally {
      await stopProcess(server.child);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('revokes the token it replaces once calls another tab sent with it have had their 30 seconds', async () => {
    const client = new HttpClient(services.baseURL);
    await logIn(client);
    const oldToken = client.cookies.get(LOGIN_COOKIE)!;
    services.clock.advance(21 * MINUTE);
    expect((await client.request('POST', '/service/login/api/v1/logintoken/renew')).status).toBe(201);
    const baseData = (loginToken: string) => client.request('GET', '/service/newsletter/api/private/customers/base-data', { headers: { ...API_KEY, 'x-logintoken': loginToken } });
    expect((await baseData(client.cookies.get(LOGIN_COOKIE)!)).status).toBe(200);
    expect((await baseData(oldToken)).status).toBe(200);
    const tabWithOldToken = new HttpClient(services.baseURL);
    for (const [name, value] of client.cookies) tabWithOldToken.cookies.set(name, name === LOGIN_COOKIE ? oldToken : value);
    expect((await tabWithOldToken.request('POST', '/service/login/api/v1/logintoken/renew')).status).toBe(401);
    services.clock.advance(30_000);
    expect((await baseData(oldToken)).status).toBe(401);
  });
});

describe('every error is a problem body', () => {
  it('answers an undecodable path with 400', async () => {
    expectProblem(await sendRaw(services.baseURL, 'GET', '/service/%ZZ'), 400);
  });

  it('answers a path parameter over its length with 414', async () => {
    expectProblem(await sendRaw(services.baseURL, 'GET', `/service/newsletter/api/internal/newsletter-subscribers/${'t'.repeat(500)}`, { headers: API_KEY }), 414);
  });

  it('answers headers over the limit with 431', async () => {
    expectProblem(await sendRaw(services.baseURL, 'GET', '/', { headers: { 'x-padding': 'p'.repeat(20_000) } }), 431);
  });

  it('answers a request line over the limit with 431', async () => {
    expectProblem(await sendRaw(services.baseURL, 'GET', `/${'a'.repeat(20_000)}`), 431);
  });

  it('answers an unknown address with 404', async () => {
    expectProblem(await sendRaw(services.baseURL, 'GET', '/service/nothing-here'), 404);
  });

  it('answers an expectation it cannot meet with 417', async () => {
    expectProblem(await sendRaw(services.baseURL, 'GET', '/', { headers: { expect: '200-ok' } }), 417);
  });

  it('answers a request whose body never ends with 408 once its time is up', async () => {
    const slow = await startServices({ countryCode: 'DE', requestTimeoutMs: 500 });
    try {
      const { port } = new URL(slow.baseURL);
      const answer = await new Promise<string>((resolve) => {
        const socket = connect(Number(port), '127.0.0.1', () => socket.write(`POST /service/login/api/v1/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`));
        let received = '';
        socket.on('data', (chunk) => (received += chunk));
        socket.on('close', () => resolve(received));
        setTimeout(() => socket.destroy(), 5000);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toContain('application/problem+json');
    } finally {
      await slow.close();
      slow.remove();
    }
  });
});

describe('security headers', () => {
  it.each([
    ['a service answer', '/service/abtestfrontend/api/v1/getassignment', {}],
    ['a 404', '/no-such-page', {}],
    ['an undecodable path', '/%ZZ', {}],
    ['a parameter over its length', `/service/newsletter/api/internal/newsletter-subscribers/${'t'.repeat(500)}`, {}],
    ['headers over the limit', '/', { 'x-padding': 'p'.repeat(20_000) }],
  ])("are sent with %s, by helmet's policy", async (_answer, path, extraHeaders) => {
    {
      const { headers } = await sendRaw(services.baseURL, 'GET', path, { headers: extraHeaders });
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy']).toContain("script-src 'self'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['x-frame-options']).toBe('DENY');
    }
  });
});

describe('the local tools under /_dev', () => {
  it.each(['/_dev/mailbox', '/_dev/staff', '/_dev/login-token', '/_dev/vitals'])('answer 404 at %s unless asked for', async (path) => {
    const plain = await startServices({ countryCode: 'DE', devTools: false });
    try {
      expectProblem(await sendRaw(plain.baseURL, 'GET', path), 404);
    } finally {
      await plain.close();
      plain.remove();
    }
  });

  it('are there when asked for', async () => {
    expect((await sendRaw(services.baseURL, 'GET', '/_dev/mailbox')).status).toBe(200);
  });
});
