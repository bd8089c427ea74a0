import Database from 'better-sqlite3';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../db/database.ts';
import { issueLoginToken } from '../login/login-token.ts';
import { confirmationToken } from '../test/mailbox.ts';
import { servicesForFile } from '../test/services-for-file.ts';
import { HttpClient } from '../test/test-server.ts';

const API = '/service/newsletter/api/internal';
const API_KEY = { 'x-api-key': 'dummy' };
const DAY = 24 * 60 * 60 * 1000;

const signup = (email: string, extra: Record<string, unknown> = {}) => ({ email, consents: [], origin: 'onsite', originAddition: 'subsite', ...extra });

const services = servicesForFile({ countryCode: 'DE' });
let client: HttpClient;

function subscriberRows(email: string): Array<{ status: string; first_name: string | null }> {
  const db = new Database(join(services.dataDir, DATABASE_FILE), { readonly: true });
  try {
    return db.prepare('SELECT status, first_name FROM subscribers WHERE email = ?').all(email) as Array<{ status: string; first_name: string | null }>;
  } finally {
    db.close();
  }
}

async function signUp(email: string, extra: Record<string, unknown> = {}, caller = client): Promise<Response> {
  return caller.request('POST', `${API}/newsletter-subscribers`, { json: signup(email, extra), headers: API_KEY });
}

beforeAll(() => {
  client = new HttpClient(services.baseURL);
});

describe('signing up', () => {
  it('stores the address as waiting for confirmation, mails a link and remembers the browser', async () => {
    const response = await signUp('lea.vogel@example.com');
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: 'WAITING_FOR_DOI' });
    expect(subscriberRows('lea.vogel@example.com')).toEqual([{ status: 'WAITING_FOR_DOI', first_name: null }]);
    expect(await confirmationToken(client, 'lea.vogel@example.com')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.headers.getSetCookie().find((cookie) => cookie.startsWith('newsletterSignup='))).toMatch(/HttpOnly/i);
  });

  it('takes an address with an underscore in its local part, as the form does', async () => {
    expect((await signUp('anna_schmidt@example.com')).status).toBe(202);
    expect(subscriberRows('anna_schmidt@example.com')).toEqual([expect.objectContaining({ status: 'WAITING_FOR_DOI' })]);
  });

  it('creates no second row when the same address signs up again, in any letter case', async () => {
    await signUp('max.roth@example.com');
    await signUp('Max.Roth@Example.com');
    expect(subscriberRows('max.roth@example.com')).toHaveLength(1);
  });

  it('answers a subscribed address exactly as it answers a new one', async () => {
    await signUp('known@example.com');
    await client.request('PUT', `${API}/newsletter-subscribers/${await confirmationToken(client, 'known@example.com')}/doi`, { headers: API_KEY });
    const known = await signUp('known@example.com');
    const unknown = await signUp('never-seen@example.com');
    expect([known.status, await known.json()]).toEqual([unknown.status, await unknown.json()]);
  });

  it.each(['not-an-address', 'someone@mailbox.invalid', 'someone@shop.test'])('answers %s with the urn:newsletter:email_invalid type', async (address) => {
    const response = await signUp(address);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ type: 'urn:newsletter:email_invalid' });
  });

  it('works under the private base path too', async () => {
    const response = await client.request('POST', '/service/newsletter/api/private/newsletter-subscribers', { json: signup('private@example.com'), headers: API_KEY });
    expect(response.status).toBe(202);
  });
});

describe('refusing bad sign-up requests', () => {
  it('refuses a call without the CSRF header with 403', async () => {
    const response = await client.request('POST', `${API}/newsletter-subscribers`, { json: signup('a@example.com'), headers: API_KEY, csrf: false });
    expect(response.status).toBe(403);
  });

  it('refuses a call from another origin with 403', async () => {
    const response = await client.request('POST', `${API}/newsletter-subscribers`, { json: signup('a@example.com'), headers: { ...API_KEY, origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
  });

  it('refuses a call without the api key with 401', async () => {
    const response = await client.request('POST', `${API}/newsletter-subscribers`, { json: signup('a@example.com') });
    expect(response.status).toBe(401);
  });

  it.each([
    ['malformed JSON', { body: '{"email": "a@example.com",', headers: { 'content-type': 'application/json' } }],
    ['an unknown field', { json: signup('a@example.com', { isAdmin: true }) }],
    ['a wrong type', { json: signup('a@example.com', { consents: 'DNE' }) }],
    ['an empty body', { body: '', headers: { 'content-type': 'application/json' } }],
  ])('answers %s with a clear 400 and no stack trace', async (_case, init) => {
    const response = await client.request('POST', `${API}/newsletter-subscribers`, { ...init, headers: { ...API_KEY, ...('headers' in init ? init.headers : {}) } });
    const body = (await response.json()) as { type: string; title: string; detail?: string };
    expect(response.status).toBe(400);
    expect(body.type).toBe('urn:storefront:bad_request');
    expect(JSON.stringify(body)).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+/);
  });

  it('answers an oversize body with 413 and a problem body', async () => {
    const response = await client.request('POST', `${API}/newsletter-subscribers`, { json: signup('a@example.com', { originAddition: 'x'.repeat(20_000) }), headers: API_KEY });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await response.json()).toMatchObject({ type: 'urn:storefront:too_large', status: 413 });
  });
});

describe('double opt-in', () => {
  it('confirms once with the mailed link, then refuses the used link', async () => {
    await signUp('ida.berg@example.com');
    const token = await confirmationToken(client, 'ida.berg@example.com');
    expect((await client.request('GET', `${API}/newsletter-subscribers/${token}`, { headers: API_KEY })).status).toBe(200);

    const first = await client.request('PUT', `${API}/newsletter-subscribers/${token}/doi`, { headers: API_KEY });
    expect([first.status, await first.json()]).toEqual([200, { status: 'SUBSCRIBED' }]);
    expect(subscriberRows('ida.berg@example.com')[0]!.status).toBe('SUBSCRIBED');

    const again = await client.request('PUT', `${API}/newsletter-subscribers/${token}/doi`, { headers: API_KEY });
    expect(again.status).toBe(410);
    expect(await again.json()).toMatchObject({ type: 'urn:newsletter:token_invalid' });
  });

  it('refuses an unknown link with 404 and an expired one with 410', async () => {
    const unknown = await client.request('PUT', `${API}/newsletter-subscribers/${'x'.repeat(43)}/doi`, { headers: API_KEY });
    expect(unknown.status).toBe(404);

    await signUp('late@example.com');
    const token = await confirmationToken(client, 'late@example.com');
    services.clock.advance(8 * DAY);
    const expired = await client.request('PUT', `${API}/newsletter-subscribers/${token}/doi`, { headers: API_KEY });
    expect(expired.status).toBe(410);
    expect(subscriberRows('late@example.com')[0]!.status).toBe('WAITING_FOR_DOI');
  });

  it("applies what a sign-up asked for only once the address's owner confirms it", async () => {
    await signUp('owner@example.com');
    await client.request('PUT', `${API}/newsletter-subscribers/${await confirmationToken(client, 'owner@example.com')}/doi`, { headers: API_KEY });
    const stranger = new HttpClient(services.baseURL);
    await signUp('owner@example.com', { firstName: 'Mallory' }, stranger);
    expect(subscriberRows('owner@example.com')[0]!.first_name).toBeNull();
  });

  it('updates a subscriber through the link', async () => {
    await signUp('update@example.com');
    const token = await confirmationToken(client, 'update@example.com');
    const response = await client.request('PUT', `${API}/newsletter-subscribers/${token}`, { json: { firstName: 'Uta', consents: ['DNE'] }, headers: API_KEY });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: 'update@example.com', firstName: 'Uta', consents: ['DNE'] });
  });
});

async function tokenFor(email: string): Promise<string> {
  const db = new Database(join(services.dataDir, DATABASE_FILE));
  try {
    const { id } = db.prepare('SELECT id FROM customers WHERE email = ?').get(email) as { id: number };
    return (await issueLoginToken(db, services.clock, id)).token;
  } finally {
    db.close();
  }
}

describe('the customer lookup', () => {
  it('answers base data for a valid X-LoginToken and 401 otherwise', async () => {
    const token = await tokenFor('anna.schmidt@example.com');

    const lookup = (headers: Record<string, string>) => client.request('GET', '/service/newsletter/api/private/customers/base-data', { headers: { ...API_KEY, ...headers } });
    const found = await lookup({ 'x-logintoken': token });
    expect(await found.json()).toEqual({ email: 'anna.schmidt@example.com', salutation: 'MRS', firstName: 'Anna', lastName: 'Schmidt', consents: ['DNE'] });
    expect((await lookup({})).status).toBe(401);
    expect((await lookup({ 'x-logintoken': `${token.slice(0, -2)}xx` })).status).toBe(401);
  });

  it("refuses the token of another country's customer: the database is shared, the origins are not", async () => {
    const austrian = await tokenFor('lena.gruber@example.com');
    const response = await client.request('GET', '/service/newsletter/api/private/customers/base-data', { headers: { ...API_KEY, 'x-logintoken': austrian } });
    expect(response.status).toBe(401);
  });
});

describe('the mailbox page', () => {
  it('shows addresses as text, never as markup, under a Content-Security-Policy', async () => {
    await signUp("o'neil+news@example.com");
    const response = await client.request('GET', '/_dev/mailbox');
    const page = await response.text();
    expect(page).toContain('o&#39;neil+news@example.com');
    expect(page).not.toContain("o'neil+news");
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
