import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { servicesForFile } from './test/services-for-file.ts';
import { startServices } from './test/test-server.ts';

const siteDir = mkdtempSync(join(tmpdir(), 'storefront-site-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const HOME = '<!doctype html><html lang="de-DE"><head><title>Startseite</title></head><body><div id="root">home</div></body></html>';
const LOGIN = '<!doctype html><html lang="de-DE"><head><title>Anmelden</title></head><body><div id="root">login</div></body></html>';
const NOT_FOUND = '<!doctype html><html lang="de-DE"><head><title>Seite nicht gefunden</title></head><body><div id="root">nicht gefunden</div></body></html>';
const ROBOTS = 'User-agent: *\nAllow: /\n\nSitemap: https://www.shop.example.de/sitemap.xml\n';
const SITEMAP = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"/>\n';
const SCRIPT = Buffer.from(`export const greeting = ${JSON.stringify('Hallo '.repeat(500))};\n`);
const SCRIPT_GZ = gzipSync(SCRIPT);
const SCRIPT_BR = brotliCompressSync(SCRIPT);

mkdirSync(join(siteDir, 'login'));
mkdirSync(join(siteDir, 'assets'));
writeFileSync(join(siteDir, 'index.html'), HOME);
writeFileSync(join(siteDir, 'login', 'index.html'), LOGIN);
writeFileSync(join(siteDir, '404.html'), NOT_FOUND);
writeFileSync(join(siteDir, 'robots.txt'), ROBOTS);
writeFileSync(join(siteDir, 'sitemap.xml'), SITEMAP);
writeFileSync(join(siteDir, '404.html.gz'), gzipSync(NOT_FOUND));
writeFileSync(join(siteDir, 'assets', 'app-Abc_1234.js'), SCRIPT);
writeFileSync(join(siteDir, 'assets', 'app-Abc_1234.js.gz'), SCRIPT_GZ);
writeFileSync(join(siteDir, 'assets', 'app-Abc_1234.js.br'), SCRIPT_BR);

const services = servicesForFile({ countryCode: 'DE', siteDir });

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent, not decompressed (fetch would decompress them). */
  body: Buffer;
}

function send(method: string, path: string, init: { headers?: Record<string, string>; body?: string } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(new URL(path, services.baseURL), { method, headers: init.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}

const SCRIPT_PATH = '/assets/app-Abc_1234.js';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('a built country served with the services', () => {
  it('answers / with index.html as HTML', async () => {
    const response = await send('GET', '/');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body.toString()).toBe(HOME);
  });

  it("answers /login with the login page's HTML", async () => {
    const response = await send('GET', '/login');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body.toString()).toBe(LOGIN);
  });

  it.each([
    ['/robots.txt', ROBOTS, 'text/plain; charset=utf-8'],
    ['/sitemap.xml', SITEMAP, 'application/xml'],
  ])('answers %s, for search engines, with its file, its own type and no-cache', async (path, content, type) => {
    const response = await send('GET', path);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body.toString()).toBe(content);
  });

  it.each(['/', '/login'])('tells the browser to check the page at %s again each time (Cache-Control: no-cache)', async (path) => {
    const response = await send('GET', path);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends the brotli file of a script to a browser that accepts brotli', async () => {
    const response = await send('GET', SCRIPT_PATH, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.body.equals(SCRIPT_BR)).toBe(true);
  });

  it('sends the gzip file of a script to a browser that accepts only gzip', async () => {
    const response = await send('GET', SCRIPT_PATH, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.body.equals(SCRIPT_GZ)).toBe(true);
  });

  it('sends the plain script to a caller that accepts no encoding', async () => {
    const response = await send('GET', SCRIPT_PATH);
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.equals(SCRIPT)).toBe(true);
  });

  it.each([
    ['brotli', 'br'],
    ['gzip', 'gzip'],
    ['no encoding', undefined],
  ])('lets the browser keep a hashed asset for a year, sent with %s', async (_name, encoding) => {
    const response = await send('GET', SCRIPT_PATH, { headers: encoding ? { 'accept-encoding': encoding } : {} });
    const cacheControl = String(response.headers['cache-control']);
    expect(cacheControl).toContain('immutable');
    expect(cacheControl).toMatch(/(^|[\s,])max-age=31536000([\s,]|$)/);
  });

  it('sends a login form posted before the script took over back to /login, without echoing the password', async () => {
    const response = await send('POST', '/login', { headers: FORM, body: 'email=a%40b.de&password=secret' });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/login');
    expect(response.body.toString()).not.toContain('secret');
    expect(JSON.stringify(response.headers)).not.toContain('secret');
  });

  it('keeps the address\'s query on the way back, so the login page still knows where to go after the login', async () => {
    const response = await send('POST', '/login?target=%2Fnewsletter%2Fconfirm&x=1', { headers: FORM, body: 'email=a%40b.de' });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/login?target=%2Fnewsletter%2Fconfirm&x=1');
  });

  it('sends a form posted to / back to /', async () => {
    const response = await send('POST', '/', { headers: FORM, body: 'email=a%40b.de' });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/');
  });
});

describe('what the site does not serve', () => {
  it.each(['/assets', '/assets/'])('answers the folder %s with the not-found page and 404, as if it did not exist', async (path) => {
    const response = await send('GET', path);
    expect(response.status).toBe(404);
    expect(response.body.toString()).toBe(NOT_FOUND);
  });

  it('sends a page address with a slash added on to the page for good, its query kept, as the nginx snippet does', async () => {
    const response = await send('GET', '/login/?target=%2Fnewsletter%2Fconfirm');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/login?target=%2Fnewsletter%2Fconfirm');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body.toString()).toContain('<a href="/login?target=%2Fnewsletter%2Fconfirm">');
  });

  it('answers a page with the Content-Security-Policy', async () => {
    const response = await send('GET', '/');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('an address the shop does not have', () => {
  const BROWSER = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

  it("answers a footer link to a page the kit does not build with the country's not-found page, status 404", async () => {
    const response = await send('GET', '/zahlungsarten-s1101.html', { headers: BROWSER });
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body.toString()).toContain('<html lang="de-DE">');
    expect(response.body.toString()).toBe(NOT_FOUND);
  });

  it('sends the not-found page with the security headers and no-cache', async () => {
    const response = await send('GET', '/zahlungsarten-s1101.html', { headers: BROWSER });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD with the 404 and the headers of the page, without a body', async () => {
    const response = await send('HEAD', '/zahlungsarten-s1101.html', { headers: BROWSER });
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-length']).toBe(String(Buffer.byteLength(NOT_FOUND)));
    expect(response.body.length).toBe(0);
  });

  it.each(['/404', '/404.html'])('answers the not-found page at its own address %s with 404 too', async (path) => {
    for (const encoding of ['gzip', 'identity']) {
      const response = await send('GET', path, { headers: { ...BROWSER, 'accept-encoding': encoding } });
      expect(response.status).toBe(404);
    }
  });

  it('sends the page whole to a browser that revalidates it, since a 304 cannot say 404', async () => {
    const response = await send('GET', '/zahlungsarten-s1101.html', { headers: { ...BROWSER, 'if-modified-since': new Date(Date.now() + 86_400_000).toUTCString() } });
    expect(response.status).toBe(404);
    expect(response.body.toString()).toBe(NOT_FOUND);
  });

  it('sends the compressed page to a browser that accepts it', async () => {
    const response = await send('GET', '/zahlungsarten-s1101.html', { headers: { ...BROWSER, 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(404);
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it("answers a browser's visit to a service address the footer links to with the not-found page", async () => {
    const response = await send('GET', '/service/storefinder/', { headers: BROWSER });
    expect(response.status).toBe(404);
    expect(response.body.toString()).toBe(NOT_FOUND);
  });

  it.each(['/service/unknown', '/service/newsletter/api/nothing-here', '/_dev/nothing-here', '/%73ervice/unknown'])('keeps the problem body for a script at %s, a service address', async (path) => {
    const response = await send('GET', path, { headers: { accept: '*/*' } });
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(response.body.toString())).toMatchObject({ type: 'urn:storefront:not_found', status: 404 });
  });

  it('keeps the problem body for a caller that asks for JSON only', async () => {
    const response = await send('GET', '/zahlungsarten-s1101.html', { headers: { accept: 'application/json' } });
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.headers.vary).toMatch(/accept/i);
  });

  it('answers a form posted to an unknown address with the problem body, as before', async () => {
    const response = await send('POST', '/zahlungsarten-s1101.html', { headers: FORM, body: 'email=a%40b.de' });
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});

describe('a server with the services only', () => {
  it('answers an unknown page address with the problem body, as before', async () => {
    const servicesOnly = await startServices({ countryCode: 'DE' });
    try {
      const response = await fetch(new URL('/zahlungsarten-s1101.html', servicesOnly.baseURL), { headers: { accept: 'text/html' } });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    } finally {
      await servicesOnly.close();
      servicesOnly.remove();
    }
  });
});
