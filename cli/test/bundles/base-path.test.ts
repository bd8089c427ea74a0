import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shopBasePath } from '../../../src/config/shop-address.ts';
import { loadCountries } from '../../../services/test/test-server.ts';
import { paths } from '../../../validation/paths.ts';

// Every address a page names of its own shop: links, images, stylesheets, scripts and the modules its starter loads.
const OWN_ADDRESS = /(?:href|src|srcset|data-page)="(\/[^"/][^"]*|\/)"|data-modules="([^"]*)"/g;

describe.each(loadCountries())('the $code bundle', ({ code, shop }) => {
  const siteDir = join(paths.dist, code.toLowerCase());
  const basePath = shopBasePath(shop.url);
  const pages = readdirSync(siteDir, { recursive: true }).map(String).filter((file) => file.endsWith('.html'));

  it.each(pages)(`names in %s only addresses under the shop's path ${basePath}`, (page) => {
    const html = readFileSync(join(siteDir, page), 'utf8');
    const addresses = [...html.matchAll(OWN_ADDRESS)].flatMap(([, address, modules]) => (address ? [address] : modules!.split(' ')));
    expect(addresses.length).toBeGreaterThan(5);
    expect(addresses.filter((address) => !address.startsWith(basePath))).toEqual([]);
  });
});
