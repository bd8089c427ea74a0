import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS, securityHeadersFor } from '../../services/http/security-headers.ts';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import { loadCountries } from '../../services/test/test-server.ts';
import { servicesForFile } from '../../services/test/services-for-file.ts';
import { besideServicesProxy, duplicateNginxLocations, expectHostsAgree, nginxHeadersFor, nginxLocationOf } from '../test/host-headers.ts';
import { netlifyHeadersFor, netlifyRulesOf } from '../test/netlify-headers.ts';
import { writeDeployHeaders } from './deploy-headers.ts';
import { writeManifest } from './manifest.ts';

// A built country in miniature: pages, a hashed script with its precompressed siblings, the embed
// scripts at their fixed addresses, a favicon, the footer's images under the services' /service/ and
// the build's own records in dot folders.
const SCRIPT = Buffer.from('export const x = 1;\n'.repeat(100));
const SITEMAP = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"/>\n';
const files: Record<string, Buffer | string> = {
  'index.html': '<!doctype html><title>Startseite</title>',
  'login/index.html': '<!doctype html><title>Anmelden</title>',
  'm/login/index.html': '<!doctype html><title>Anmelden</title>',
  'newsletter/confirm/index.html': '<!doctype html><title>Bestätigung</title>',
  'assets/home-D25CcFcX.js': SCRIPT,
  'assets/home-D25CcFcX.js.gz': gzipSync(SCRIPT),
  'assets/home-D25CcFcX.js.br': brotliCompressSync(SCRIPT),
  'assets/newsletter-embed.js': 'export {};\n',
  'assets/footer-embed.js': 'export {};\n',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'robots.txt': 'User-agent: *\nAllow: /\n',
  'sitemap.xml': SITEMAP,
  'sitemap.xml.gz': gzipSync(SITEMAP),
  'service/footer-images/icons/contact.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'service/footer-images/icons/.DS_Store': '',
  '.vite/manifest.json': '{}',
  '.storefront-build.json': '{}',
};

/** A new folder with the built country in miniature, removed after the file's tests. */
function builtSite(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(folder, path, '..'), { recursive: true });
    writeFileSync(join(folder, path), content);
  }
  return folder;
}

const siteDir = builtSite('storefront-deploy-headers-');
const germany = loadCountries().find(({ code }) => code === 'DE')!;
writeDeployHeaders(siteDir, germany);
writeManifest(siteDir, { builtAt: '2026-11-23T00:00:00.000Z' });
const netlifyRules = await netlifyRulesOf(siteDir);
const nginxFile = readFileSync(join(siteDir, 'nginx-headers.conf'), 'utf8');

const services = servicesForFile({ countryCode: 'DE', siteDir });

/** A tag manager's container: the country's CSP then names its hosts. */
const analytics = {
  tagManager: { kind: 'google-tag-manager', id: 'GTM-K9X2M7Q' },
  consent: { mode: 'advanced', defaults: { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }, waitForUpdate: 500 },
} as const;

function served(path: string, headers: Record<string, string> = {}, baseURL = services.baseURL): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(new URL(path, baseURL), { headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('serve, _headers and the nginx snippet', () => {
  it.each([
    ['a page', '/login'],
    ['the home page', '/'],
    ['a hashed script', '/assets/home-D25CcFcX.js'],
    ['a script at a fixed address', '/assets/newsletter-embed.js'],
    ['the other script at a fixed address', '/assets/footer-embed.js'],
    ['the favicon', '/favicon.svg'],
    ['a footer image', '/service/footer-images/icons/contact.svg'],
    ['the manifest', '/manifest.json'],
    ['the crawl rules', '/robots.txt'],
    ['the sitemap', '/sitemap.xml'],
  ])('send the same headers for %s (%s)', async (_what, path) => {
    const response = await served(path, { 'accept-encoding': 'br' });
    expect(response.status).toBe(200);
    await expectHostsAgree(siteDir, path, response.headers);
  });

  it('let browsers keep a hashed script for a year, and ask again for pages and files at fixed addresses', () => {
    expect(netlifyHeadersFor(netlifyRules, '/assets/home-D25CcFcX.js')['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/login', '/assets/newsletter-embed.js', '/assets/footer-embed.js', '/favicon.svg']) expect(netlifyHeadersFor(netlifyRules, path)['cache-control']).toBe('no-cache');
  });

  it.each([
    ['/robots.txt', 'text/plain; charset=utf-8'],
    ['/sitemap.xml', 'application/xml'],
  ])('send %s as %s, asked for again each time, compressed or not', async (path, type) => {
    for (const encoding of ['gzip', 'identity']) {
      const response = await served(path, { 'accept-encoding': encoding });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect(netlifyHeadersFor(netlifyRules, path)).toMatchObject({ 'content-type': type, 'cache-control': 'no-cache' });
    expect(nginxHeadersFor(nginxFile, path).headers).toMatchObject({ 'content-type': type, 'cache-control': 'no-cache' });
  });

  it.each(['/_headers', '/nginx-headers.conf'])('answer %s with 404: it is for the host, not a page', async (path) => {
    expect((await served(path)).status).toBe(404);
    expect(nginxHeadersFor(nginxFile, path).status).toBe(404);
  });

  it.each(['/.storefront-build.json', '/.vite/manifest.json', '/service/footer-images/icons/.DS_Store'])('answer %s with 404: a path segment starting with a dot is never served', async (path) => {
    expect((await served(path)).status).toBe(404);
    expect(nginxHeadersFor(nginxFile, path).status).toBe(404);
  });

  it('send the security headers on an address that is no file', async () => {
    const response = await served('/no-such-page');
    expect(response.status).toBe(404);
    expect(response.headers).toMatchObject(SECURITY_HEADERS);
    expect(netlifyHeadersFor(netlifyRules, '/no-such-page')).toEqual(SECURITY_HEADERS);
    expect(nginxHeadersFor(nginxFile, '/no-such-page').headers).toEqual(SECURITY_HEADERS);
  });

  it.each(['/', '/manifest.json', '/no-such-page'])("let no other site read %s: no Access-Control-Allow-Origin, _headers removing Cloudflare Pages' own", async (path) => {
    expect((await served(path)).headers['access-control-allow-origin']).toBeUndefined();
    expect(nginxHeadersFor(nginxFile, path).headers['access-control-allow-origin']).toBeUndefined();
    expect(netlifyHeadersFor(netlifyRules, path)['access-control-allow-origin']).toBeUndefined();
    expect(readFileSync(join(siteDir, '_headers'), 'utf8')).toMatch(/^\/\*\n(?: {2}.+\n)* {2}! access-control-allow-origin\n/m);
  });
});

describe('the nginx snippet', () => {
  it('answers each page address with its file, as serve does', () => {
    expect(nginxFile).toMatch(/location = \/login \{\n(?: {2}charset.*\n)+ {2}try_files \/login\/index\.html =404;/);
    expect(nginxFile).toMatch(/location = \/ \{\n(?: {2}charset.*\n)+ {2}try_files \/index\.html =404;/);
  });

  it('sends a page address with a slash added on to the page, relative and with its query, as serve does', () => {
    expect(nginxFile).toMatch(/location = \/login\/ \{\n(?: {2}charset.*\n)+ {2}absolute_redirect off;\n {2}return 301 \/login\$is_args\$args;/);
    expect(nginxFile).not.toContain('location = // {');
    expect(nginxHeadersFor(nginxFile, '/login/').headers).toEqual({ ...SECURITY_HEADERS, 'cache-control': 'no-cache' });
  });

  it("answers a folder's own address with 404 inside the shop's `^~ /` and each folder, never for the proxy's /service/", () => {
    const folderNotFound = 'location ~ "/$" {\n    return 404;\n  }';
    expect(nginxFile).toContain(`location ^~ / {`);
    expect(nginxFile.split(folderNotFound)).toHaveLength(1 + (nginxFile.match(/^location \^~ /gm) ?? []).length);
    expect(nginxFile).not.toMatch(/^location ~ "\/\$"/m);
  });

  it("names UTF-8 in the Content-Type of text, scripts and JSON, as serve does, in each location: a neighbour's snippet on the host sets its own", () => {
    expect(nginxFile).not.toMatch(/^charset/m);
    expect(nginxFile).toMatch(/^location \^~ \/ \{\n {2}charset utf-8;\n {2}charset_types text\/css text\/plain application\/javascript application\/json;$/m);
  });

  describe("with the country's 404 page", () => {
    const withNotFound = mkdtempSync(join(tmpdir(), 'storefront-deploy-headers-404-'));
    afterAll(() => rmSync(withNotFound, { recursive: true, force: true }));
    writeFileSync(join(withNotFound, '404.html'), '<!doctype html><title>Seite nicht gefunden</title>');
    writeDeployHeaders(withNotFound, germany);
    const snippet = readFileSync(join(withNotFound, 'nginx-headers.conf'), 'utf8');

    it('answers an unknown address with it, in every location, as a neighbour on the host has its own', () => {
      expect(nginxFile).not.toContain('error_page');
      expect(snippet).not.toMatch(/^error_page/m);
      expect(snippet).toMatch(/^location \^~ \/ \{\n {2}error_page 404 \/404\.html;\n {2}charset utf-8;$/m);
    });

    it('answers its own address /404.html with 404, as serve does', () => {
      expect(nginxHeadersFor(snippet, '/404.html').status).toBe(404);
    });
  });

  it('says in its comment to send the .br and .gz files with Vary: Accept-Encoding, as serve does', () => {
    expect(nginxFile).toMatch(/^# .*`brotli_static on; gzip_static on; gzip_vary on;`/m);
    expect(nginxFile).toContain('ngx_http_brotli_static_module.so');
  });

  it("leaves /service/ to the deployment's proxy to the services, beside the footer's images", () => {
    const withProxy = besideServicesProxy(nginxFile);
    expect(duplicateNginxLocations(withProxy)).toEqual([]);
    expect(nginxLocationOf(withProxy, '/service/newsletter/api/internal/newsletter-subscribers')).toBe('/service/');
    expect(nginxLocationOf(withProxy, '/service/footer-images/icons/contact.svg')).not.toBe('/service/');
  });

  it('says at its top how to include it', () => {
    expect(nginxFile.split('\n')[0]).toMatch(/^# /);
    expect(nginxFile).toContain('include ');
  });
});

describe('a shop under a path, beside the shop at / on one host', () => {
  const countries = loadCountries();
  // As many hashed files as a real build makes (63 in CH's): a rule for each took two shops past Pages' 100.
  const chunks = Array.from({ length: 60 }, (_, index) => `assets/chunk-${String(index).padStart(8, '0')}.js`);
  const folderOf = (country: CountryConfig): string => {
    const folder = builtSite(`storefront-deploy-headers-${country.code}-`);
    writeFileSync(join(folder, '404.html'), '<!doctype html><title>404</title>');
    for (const chunk of chunks) writeFileSync(join(folder, chunk), SCRIPT);
    writeDeployHeaders(folder, country);
    return folder;
  };
  const snippetOf = (folder: string): string => readFileSync(join(folder, 'nginx-headers.conf'), 'utf8');
  const german = folderOf(countries.find(({ code }) => code === 'CH')!);
  // With a container of its own, so that its CSP is not the German shop's.
  const frenchCountry = { ...countries.find(({ code }) => code === 'CH_FR')!, analytics };
  const frenchFolder = folderOf(frenchCountry);
  const french = snippetOf(frenchFolder);
  // The host's one _headers, as the guide publishes the two shops.
  const hostHeaders = `${readFileSync(join(german, '_headers'), 'utf8')}\n${readFileSync(join(frenchFolder, '_headers'), 'utf8')}`;
  const host = `${snippetOf(german)}\n${french}\nlocation /service/ {\n  proxy_pass http://127.0.0.1:3000/service/;\n}\nlocation /fr/service/ {\n  proxy_pass http://127.0.0.1:3000/service/;\n}\n`;

  it('claims only addresses under /fr/, and finds its files there', () => {
    const claimed = [...french.matchAll(/^location (\S+) "?(.+?)"? \{$/gm)].map(([, , match]) => match!);
    expect(claimed.filter((match) => !match.startsWith('/fr') && !match.startsWith('^/fr/'))).toEqual([]);
    expect(french).toMatch(/location = \/fr\/login \{\n {2}error_page 404 \/fr\/404\.html;\n(?: {2}charset.*\n)+ {2}try_files \/fr\/login\/index\.html =404;/);
  });

  it.each([
    ['/fr/login', '= /fr/login'],
    ['/login', '= /login'],
    ['/fr/', '= /fr/'],
    ['/fr/no-such-page', '^~ /fr/'],
    ['/no-such-page', '^~ /'],
    ['/fr/service/newsletter/api/internal/newsletter-subscribers', '/fr/service/'],
    ['/service/newsletter/api/internal/newsletter-subscribers', '/service/'],
  ])('sends %s to %s', (path, location) => {
    expect(duplicateNginxLocations(host)).toEqual([]);
    expect(nginxLocationOf(host, path)).toBe(location);
  });

  it("serves its files at fixed addresses with their own headers, the footer's images under /fr/service/ from the folder too", () => {
    expect(nginxLocationOf(host, '/fr/favicon.svg')).toMatch(/^~ \^\(\?:\/fr\/favicon\\\.svg\|/);
    expect(nginxLocationOf(host, '/fr/service/footer-images/icons/contact.svg')).toMatch(/^(?:\^~ |~ \^\(\?:)\/fr\/service\/footer-images\//);
  });

  it("gives its addresses its own headers in the host's one _headers, CH's with CH_FR's appended: Netlify takes the later rule's, Cloudflare Pages drops CH's first", async () => {
    const publish = builtSite('storefront-deploy-headers-publish-');
    writeFileSync(join(publish, '_headers'), hostHeaders);
    const french = securityHeadersFor(frenchCountry);
    expect(netlifyHeadersFor(await netlifyRulesOf(publish), '/fr/login')).toEqual({ ...french, 'cache-control': 'no-cache' });
    expect(netlifyHeadersFor(await netlifyRulesOf(publish), '/login')['content-security-policy']).not.toMatch(/googletagmanager/);
    const frenchBlock = readFileSync(join(frenchFolder, '_headers'), 'utf8').split('\n\n').find((block) => block.startsWith('/fr/*\n'))!;
    expect(frenchBlock.split('\n')).toEqual(expect.arrayContaining(Object.keys(french).map((name) => `  ! ${name}`)));
  });

  // Pages reads the first 100 rules and skips the rest: half of them leaves room for a third shop.
  it("keeps the host's one _headers under 50 rules, for all the files the two builds hash", () => {
    const addressLines = hostHeaders.split('\n').filter((line) => line.startsWith('/'));
    expect(addressLines.length).toBeLessThanOrEqual(50);
  });

  it("hides the French shop's own records and headers files", () => {
    for (const path of ['/fr/.vite/manifest.json', '/fr/_headers', '/fr/nginx-headers.conf', '/fr/404.html']) expect(nginxHeadersFor(host, path).status, path).toBe(404);
  });
});

describe('a country with a tag manager container', () => {
  const country = { ...germany, analytics };
  const folder = builtSite('storefront-deploy-headers-container-');
  writeDeployHeaders(folder, country);
  const containerServices = servicesForFile({ country, siteDir: folder });

  it.each(['/', '/login', '/assets/home-D25CcFcX.js', '/favicon.svg'])("gets the same headers from serve, _headers and the nginx snippet for %s, its CSP naming the container's hosts", async (path) => {
    const response = await served(path, { 'accept-encoding': 'br' }, containerServices.baseURL);
    expect(response.status).toBe(200);
    await expectHostsAgree(folder, path, response.headers);
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[\w+/=]+' https:\/\/www\.googletagmanager\.com;/);
  });

  it('sends the same CSP on an address that is no file', async () => {
    const response = await served('/no-such-page', {}, containerServices.baseURL);
    expect(response.status).toBe(404);
    const policy = response.headers['content-security-policy'];
    expect(policy).toMatch(/googletagmanager/);
    expect(netlifyHeadersFor(await netlifyRulesOf(folder), '/no-such-page')['content-security-policy']).toBe(policy);
    expect(nginxHeadersFor(readFileSync(join(folder, 'nginx-headers.conf'), 'utf8'), '/no-such-page').headers['content-security-policy']).toBe(policy);
  });
});
