import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { configOf, nginxHosts } from './hosts.ts';

// What a crawler reads from each host nginx serves: robots.txt at the host's root, and each shop's sitemap.
for (const host of nginxHosts) {
  const codes = host.shops.map(({ code }) => code).join(' and ');

  test(`the host of ${codes} answers robots.txt, naming the sitemap of every shop on it, and each sitemap is well-formed XML`, async ({ request }) => {
    const robots = await request.get(`http://127.0.0.1:${host.port}/robots.txt`);
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const named = [...(await robots.text()).matchAll(/^Sitemap: (\S+)$/gm)].map(([, address]) => address);
    expect(named).toEqual(host.shops.map(({ code }) => new URL('sitemap.xml', configOf(code).shop.url).href));

    for (const shop of host.shops) {
      const sitemap = await request.get(`${shop.baseURL}/sitemap.xml`);
      expect(sitemap.status(), shop.code).toBe(200);
      expect(sitemap.headers()['content-type'], shop.code).toBe('application/xml');
      // xmllint (Debian's libxml2-utils, installed by scripts/setup.sh --browser) throws on a document that is not well-formed.
      execFileSync('xmllint', ['--noout', '-'], { input: await sitemap.body() });
    }
  });
}
