import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCountries, startServices, type RunningServices } from '../../../services/test/test-server.ts';
import { shopBasePath, underBasePath } from '../../../src/config/shop-address.ts';
import { paths } from '../../../validation/paths.ts';
import { besideServicesProxy, duplicateNginxLocations, expectHostsAgree, nginxHeadersFor, nginxLocationOf } from '../host-headers.ts';

const countries = readdirSync(paths.countries).filter((name) => name.endsWith('.yaml')).map((name) => name.replace('.yaml', ''));
// Read once: checking every country file takes seconds.
const configs = loadCountries();

describe.each(countries)('the %s bundle served, on Netlify or behind nginx', (code) => {
  const siteDir = join(paths.dist, code);
  // Under the shop's path: CH_FR's addresses are /fr/….
  const basePath = shopBasePath(configs.find((config) => config.code === code.toUpperCase())!.shop.url);
  // The home page's script, whatever its hash.
  const addressOf = (path: string) =>
    underBasePath(basePath, path === 'the hashed home script' ? `/assets/${readdirSync(join(siteDir, 'assets')).find((name) => /^home-[\w-]{8}\.js$/.test(name))}` : path);
  let services: RunningServices;
  beforeAll(async () => {
    const country = configs.find((config) => config.code === code.toUpperCase())!;
    services = await startServices({ country, countries: configs, siteDir });
  }, 30_000);
  afterAll(async () => {
    await services.close();
    services.remove();
  });

  it.each(['/', '/login', 'the hashed home script', '/assets/newsletter-embed.js', '/assets/footer-embed.js', '/favicon.svg', '/robots.txt', '/sitemap.xml'])('gets the same headers for %s', async (file) => {
    const path = addressOf(file);
    const response = await fetch(new URL(path, services.baseURL));
    expect(response.status).toBe(200);
    await expectHostsAgree(siteDir, path, Object.fromEntries(response.headers));
  });

  it("leaves /service/ to a proxy beside the snippet, and answers 404 for the build's dot files and /404.html", () => {
    const withProxy = besideServicesProxy(readFileSync(join(siteDir, 'nginx-headers.conf'), 'utf8'), basePath);
    expect(duplicateNginxLocations(withProxy)).toEqual([]);
    expect(nginxLocationOf(withProxy, underBasePath(basePath, '/service/newsletter/api/internal/newsletter-subscribers'))).toBe(underBasePath(basePath, '/service/'));
    for (const path of ['/.storefront-build.json', '/.vite/manifest.json', '/404.html']) expect(nginxHeadersFor(withProxy, underBasePath(basePath, path)).status, path).toBe(404);
  });

  it("keeps _headers within Cloudflare Pages' limits: 100 rules, 2,000 characters a line", () => {
    const lines = readFileSync(join(siteDir, '_headers'), 'utf8').split('\n');
    expect(lines.filter((line) => line.startsWith('/')).length).toBeLessThanOrEqual(100);
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(2000);
  });
});
