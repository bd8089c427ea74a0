import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_TOKEN_PATH } from '../http/csrf.ts';
import { sendRaw } from '../test/raw-http.ts';
import { loadCountries } from '../test/test-server.ts';
import type { Front } from '../detached-apps.ts';
import { createAllOrigins } from './all-origins.ts';

const workDir = mkdtempSync(join(tmpdir(), 'storefront-all-origins-'));
let origins: Front;
let port: number;
const base = () => `http://127.0.0.1:${port}`;

/** A port free a moment ago: the shop addresses name it before the server listens. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
}

/** A minimal built country: its home page in its language. */
function siteOf(code: string, locale: string): string {
  const folder = join(workDir, code.toLowerCase());
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'index.html'), `<!doctype html><html lang="${locale}"><head><title>${code}</title></head><body>${code} home</body></html>`);
  return folder;
}

/** Sends `text` as it is on one connection and returns the whole answer: what no HTTP client sends. */
function exchange(text: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    let received = '';
    socket.on('data', (chunk) => (received += chunk));
    socket.on('close', () => resolve(received));
  });
}

const get = (host: string, path = '/') => sendRaw(base(), 'GET', path, { headers: { host } });

beforeAll(async () => {
  port = await freePort();
  const countries = loadCountries()
    .filter(({ code }) => code === 'DE' || code === 'TR')
    .map((config) => ({ ...config, shop: { ...config.shop, url: `http://${config.code.toLowerCase()}.localhost:${port}/` } }));
  origins = await createAllOrigins({ countries, dataDir: join(workDir, 'data'), devTools: true, siteDirOf: ({ code, locale }) => siteOf(code, locale) });
  await origins.listen(port);
});

afterAll(async () => {
  await origins.close();
  rmSync(workDir, { recursive: true, force: true });
});

describe('serve --all on one port', () => {
  it('answers each country on its own host with its own pages', async () => {
    const de = await get(`de.localhost:${port}`);
    const tr = await get(`tr.localhost:${port}`);
    expect([de.status, tr.status]).toEqual([200, 200]);
    expect(de.body).toContain('<html lang="de-DE">');
    expect(tr.body).toContain('<html lang="tr-TR">');
  });

  it('shares the reference services between the countries', async () => {
    for (const name of ['de', 'tr']) {
      const answer = await sendRaw(base(), 'GET', '/service/customerfrontenddata/api/v1/psdata', { headers: { host: `${name}.localhost:${port}`, 'sec-fetch-site': 'same-origin' } });
      expect(answer.headers['content-type']).toContain('json');
    }
  });

  it.each(['localhost', '127.0.0.1', '[::1]'])('lists every country with a link to its origin at %s', async (name) => {
    const index = await get(`${name}:${port}`);
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(index.headers['content-security-policy']).toContain("script-src 'self'");
    expect(index.body).toMatch(/<html lang="en">[\s\S]*<title>[^<]+<\/title>/);
    expect(index.body).not.toContain('<script');
    expect(index.body).toContain(`<a href="http://de.localhost:${port}/" hreflang="de-DE"><span lang="de-DE">Deutschland</span> (DE)</a>`);
    expect(index.body).toContain(`<a href="http://tr.localhost:${port}/" hreflang="tr-TR"><span lang="tr-TR">Türkiye</span> (TR)</a>`);
    expect((await get(`${name}:${port}`, '/login')).status).toBe(404);
  });

  it('keeps each country\'s cookies to its own origin: none names a Domain', async () => {
    const cookies = [(await get(`de.localhost:${port}`, CSRF_TOKEN_PATH)).headers['set-cookie'], (await get(`tr.localhost:${port}`, CSRF_TOKEN_PATH)).headers['set-cookie']].flat();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).not.toMatch(/;\s*domain=/i);
  });
});

describe('the vitals sink of serve --all', () => {
  it('shows every country it serves on each origin: one store for the process', async () => {
    const sample = { page_route: '/', metric_name: 'LCP', metric_value: 900, metric_id: 'v6-1-1' };
    for (const [code, host] of [['DE', 'de.localhost'], ['TR', 'tr.localhost']] as const) {
      const headers = { host: `${host}:${port}`, 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' };
      expect((await sendRaw(base(), 'POST', '/_dev/vitals', { body: JSON.stringify({ ...sample, country: code }), headers })).status).toBe(204);
    }
    const table = (await get(`de.localhost:${port}`, '/_dev/vitals')).body.toString();
    expect(table).toContain('<th scope="row">DE</th><th scope="row">/</th><th scope="row">LCP</th>');
    expect(table).toContain('<th scope="row">TR</th><th scope="row">/</th><th scope="row">LCP</th>');
  });
});

describe('the Host of a request to serve --all', () => {
  it('is read without regard to case', async () => {
    expect((await get(`DE.LocalHost:${port}`)).body).toContain('<html lang="de-DE">');
  });

  it.each([
    ['a country the server does not have', () => `xx.localhost:${port}`],
    ['a country on another port', () => `de.localhost:${port + 1}`],
    ['a country with no port', () => 'de.localhost'],
    ['a country with a trailing dot', () => `de.localhost.:${port}`],
    ['another site', () => `rebind.attacker.example:${port}`],
  ])('is refused with 421 when it names %s', async (_what, host) => {
    const answer = await get(host());
    expect(answer.status).toBe(421);
    expect(answer.headers['content-type']).toBe('application/problem+json');
    expect(answer.headers['content-security-policy']).toBeDefined();
  });

  it.each([
    ['user info', () => `tr@de.localhost:${port}`],
    ['a path', () => `de.localhost:${port}/tr`],
    ['%-escapes', () => `de%2elocalhost:${port}`],
    ['an IPv6 address in a long form', () => `[0:0::1]:${port}`],
  ])('is refused with 400 when it carries %s', async (_what, host) => {
    expect((await get(host())).status).toBe(400);
  });

  it('is refused when missing or named twice', async () => {
    expect(await exchange('GET / HTTP/1.1\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 /);
    expect(await exchange(`GET / HTTP/1.1\r\nHost: de.localhost:${port}\r\nHost: tr.localhost:${port}\r\nConnection: close\r\n\r\n`)).toMatch(/^HTTP\/1\.1 400 /);
  });

  it('cannot be overridden by a request target naming another host', async () => {
    const answer = await exchange(`GET http://tr.localhost:${port}/ HTTP/1.1\r\nHost: de.localhost:${port}\r\nConnection: close\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).not.toContain('tr-TR');
  });
});

describe('the one listening server of serve --all', () => {
  it("answers what Node answers itself as every country's server does: problem bodies with the security headers", async () => {
    const expectation = await exchange(`GET / HTTP/1.1\r\nHost: de.localhost:${port}\r\nExpect: something\r\nConnection: close\r\n\r\n`);
    expect(expectation).toMatch(/^HTTP\/1\.1 417 /);
    const overflow = await exchange(`GET / HTTP/1.1\r\nHost: de.localhost:${port}\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(overflow).toMatch(/^HTTP\/1\.1 431 /);
    for (const answer of [expectation, overflow]) {
      expect(answer).toMatch(/content-type: application\/problem\+json/i);
      expect(answer).toMatch(/content-security-policy: /i);
    }
  });
});
