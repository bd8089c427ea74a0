import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import type { Front } from '../detached-apps.ts';
import { HEALTH_PATH, registerHealth } from '../http/health.ts';
import { DEMO_PASSWORD } from '../login/test-support.ts';
import { confirmationToken, newestMail } from '../test/mailbox.ts';
import { HttpClient, loadCountries } from '../test/test-server.ts';
import { createShopsServer } from './shops-server.ts';

// CH at https://www.shop.example.ch/ and CH_FR at …/fr/ (their data's addresses), from one process.
const countries = loadCountries();
const shops = countries.filter(({ code }) => code === 'CH' || code === 'CH_FR');
const dataDir = mkdtempSync(join(tmpdir(), 'storefront-shops-'));
let front: Front;
let baseURL: string;
beforeAll(async () => {
  // The proxy in front connects from 127.0.0.2; the tests' other calls come from 127.0.0.1, as anyone's.
  front = await createShopsServer({ shops, countries, dataDir, devTools: true, trustProxy: [PROXY] });
  baseURL = `http://127.0.0.1:${await front.listen(0)}`;
});
afterAll(async () => {
  await front.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const PROXY = '127.0.0.2';
const API_KEY = { 'x-api-key': 'dummy' };
const SIGNUP = 'service/newsletter/api/internal/newsletter-subscribers';
const LOGIN = 'service/login/api/v1/login';

/** A sign-up at `path` (the shop's own, or as a front that took the shop's path off sends it), and the mail it led to. */
async function signUp(email: string, path: string, headers: Record<string, string> = {}, localAddress?: string) {
  const client = new HttpClient(baseURL, { basePath: path.startsWith('/fr/') ? '/fr/' : '/', localAddress });
  const response = await client.request('POST', path, { json: { email, consents: [], origin: 'onsite', originAddition: 'subsite' }, headers: { ...API_KEY, ...headers } });
  const db = openDatabase(dataDir);
  const stored = db.prepare('SELECT country FROM subscribers WHERE email = ?').get(email) as { country: string } | undefined;
  db.close();
  const shopClient = new HttpClient(baseURL, { basePath: stored?.country === 'CH_FR' ? '/fr/' : '/' });
  return { status: response.status, country: stored?.country, mail: await newestMail(shopClient, email) };
}

describe('two shops on one host', () => {
  it('stores a sign-up under /fr/ for CH_FR, with its mail in French and a link to /fr/', async () => {
    const { status, country, mail } = await signUp('camille.signup@example.com', `/fr/${SIGNUP}`);
    expect(status).toBe(202);
    expect(country).toBe('CH_FR');
    expect(mail).toContain('lang="fr-CH"');
    expect(mail).toMatch(/href="https:\/\/www\.shop\.example\.ch\/fr\/newsletter\/confirm#token=[\w-]+"/);
  });

  it('stores a sign-up at / for CH, in German with a link outside /fr/', async () => {
    const { status, country, mail } = await signUp('nina.signup@example.com', `/${SIGNUP}`);
    expect(status).toBe(202);
    expect(country).toBe('CH');
    expect(mail).toContain('lang="de-CH"');
    expect(mail).toMatch(/href="https:\/\/www\.shop\.example\.ch\/newsletter\/confirm#token=[\w-]+"/);
  });

  it("keeps a sign-up's link and mail to its own shop: the other shop knows no such token, and its mailbox shows no such mail", async () => {
    await signUp('camille.token@example.com', `/fr/${SIGNUP}`);
    const client = new HttpClient(baseURL);
    const token = await confirmationToken(new HttpClient(baseURL, { basePath: '/fr/' }), 'camille.token@example.com');
    await expect(confirmationToken(client, 'camille.token@example.com')).rejects.toThrow('no mail to camille.token@example.com in the mailbox');
    const subscriber = (path: string) => client.request('GET', `${path}service/newsletter/api/internal/newsletter-subscribers/${token}`, { headers: API_KEY });
    expect((await subscriber('/')).status).toBe(404);
    expect((await client.request('PUT', `/service/newsletter/api/internal/newsletter-subscribers/${token}/doi`, { headers: API_KEY })).status).toBe(404);
    expect((await subscriber('/fr/')).status).toBe(200);
  });

  it('takes a trusted front that took /fr off the path at its X-Forwarded-Prefix', async () => {
    const { country, mail } = await signUp('prefix.signup@example.com', `/${SIGNUP}`, { 'x-forwarded-prefix': '/fr' }, PROXY);
    expect(country).toBe('CH_FR');
    expect(mail).toContain('lang="fr-CH"');
  });

  it("reads no one else's X-Forwarded-Prefix", async () => {
    const { country } = await signUp('untrusted.prefix@example.com', `/${SIGNUP}`, { 'x-forwarded-prefix': '/fr' });
    expect(country).toBe('CH');
  });

  it.each(['/de', '/fr/../', 'fr'])("refuses a trusted front's X-Forwarded-Prefix %j that names no shop of the host", async (prefix) => {
    const response = await new HttpClient(baseURL, { localAddress: PROXY }).request('POST', `/${SIGNUP}`, { headers: { 'x-forwarded-prefix': prefix } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ title: 'X-Forwarded-Prefix names no shop of this host' });
  });

  it('refuses a request with two Host headers, with the security headers', async () => {
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(Number(new URL(baseURL).port), '127.0.0.1', () => socket.end(`GET /${SIGNUP} HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: www.shop.example.ch\r\nConnection: close\r\n\r\n`));
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/^content-security-policy: /im);
  });

  it.each([
    ['camille.rochat@example.com', '/fr/', 200],
    ['camille.rochat@example.com', '/', 401],
    ['nina.keller@example.com', '/', 200],
    ['nina.keller@example.com', '/fr/', 401],
  ])('logs %s in on %s with %i: each shop knows its own customers', async (email, basePath, status) => {
    const client = new HttpClient(baseURL, { basePath });
    expect((await client.request('POST', `${basePath}${LOGIN}`, { json: { email, password: DEMO_PASSWORD } })).status).toBe(status);
  });

  it('answers its health check on any host name', async () => {
    const response = await fetch(new URL(HEALTH_PATH, baseURL), { headers: { host: '10.1.2.3:3000' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'UP' });
  });
});

describe('the health check', () => {
  it('answers 503 once the database does not answer', async () => {
    const db = openDatabase(mkdtempSync(join(tmpdir(), 'storefront-health-')));
    const app = Fastify();
    registerHealth(app, db);
    expect((await app.inject(HEALTH_PATH)).statusCode).toBe(200);
    db.close();
    const closed = await app.inject(HEALTH_PATH);
    expect(closed.statusCode).toBe(503);
    expect(closed.json()).toMatchObject({ title: 'The database does not answer' });
  });
});
