import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { servicesForFile } from './test/services-for-file.ts';
import { HttpClient } from './test/test-server.ts';

// CH_FR's shop address is https://www.shop.example.ch/fr/: its pages, services and local tools live under /fr/.
const siteDir = mkdtempSync(join(tmpdir(), 'storefront-shop-under-path-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));
mkdirSync(join(siteDir, 'login'));
writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Accueil</title>');
writeFileSync(join(siteDir, 'login', 'index.html'), '<!doctype html><title>Connexion</title>');
writeFileSync(join(siteDir, '404.html'), '<!doctype html><title>Page introuvable</title>');
writeFileSync(join(siteDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const services = servicesForFile({ countryCode: 'CH_FR', siteDir });
const PSDATA = '/fr/service/customerfrontenddata/api/v1/psdata';

describe('a shop under a path', () => {
  it.each([
    ['/fr/', 200, 'Accueil'],
    ['/fr/login', 200, 'Connexion'],
    ['/fr/favicon.svg', 200, '<svg'],
    ['/fr/no-such-page', 404, 'Page introuvable'],
    ['/fr/404.html', 404, 'Page introuvable'],
  ])('answers %s with %i', async (path, status, text) => {
    const response = await fetch(new URL(path, services.baseURL), { headers: { accept: 'text/html' } });
    expect(response.status).toBe(status);
    expect(await response.text()).toContain(text);
  });

  it('has no page outside its path: /login is not its page', async () => {
    expect((await fetch(new URL('/login', services.baseURL), { headers: { accept: 'text/html' } })).status).toBe(404);
  });

  it.each(['/fr', '/'])('sends %s on to the shop at /fr/', async (path) => {
    const response = await fetch(new URL(path, services.baseURL), { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/fr/');
  });

  it('answers the services under /fr/service/ and not at /service/', async () => {
    const client = new HttpClient(services.baseURL, { basePath: '/fr/' });
    expect((await client.request('GET', '/fr/service/abtestfrontend/api/v1/getassignment')).status).toBe(200);
    expect((await client.request('GET', '/service/abtestfrontend/api/v1/getassignment')).status).toBe(404);
  });

  it('protects the GETs the spec protects under /fr/ as at /: no token, or another site, is refused', async () => {
    const client = new HttpClient(services.baseURL, { basePath: '/fr/' });
    expect((await client.request('GET', PSDATA)).status).toBe(200);
    expect((await client.request('GET', PSDATA, { csrf: false })).status).toBe(403);
    expect((await client.request('GET', PSDATA, { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect((await client.request('GET', '/fr/service/preview/api/auth/logout', { csrf: false })).status).toBe(403);
  });

  it("mails a confirmation link to the shop's own confirmation page, under /fr/", async () => {
    const client = new HttpClient(services.baseURL, { basePath: '/fr/' });
    const email = 'path.shop@example.com';
    const signup = await client.request('POST', '/fr/service/newsletter/api/internal/newsletter-subscribers', {
      headers: { 'x-api-key': 'storefront' },
      json: { email, consents: [], origin: 'onsite', originAddition: 'subsite' },
    });
    expect(signup.status).toBe(202);
    const mailbox = await (await client.request('GET', '/fr/_dev/mailbox')).text();
    expect(mailbox).toMatch(/href="https:\/\/www\.shop\.example\.ch\/fr\/newsletter\/confirm#token=[\w-]+">Confirm the sign-up of path\.shop@example\.com</);
  });

  it('hands out the CSRF token under /fr/ only', async () => {
    expect((await fetch(new URL('/fr/service/customerfrontenddata/api/v1/csrftoken', services.baseURL))).status).toBe(200);
    expect((await fetch(new URL('/service/customerfrontenddata/api/v1/csrftoken', services.baseURL))).status).toBe(404);
  });

  it('serves the local tools under /fr/_dev/, whose forms post to their own address', async () => {
    const response = await fetch(new URL('/fr/_dev/staff', services.baseURL));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<form method="post" action="">');
  });
});
