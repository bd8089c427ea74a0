import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { loadValidCountries } from '../../cli/valid-countries.ts';
import { bundleFilesOf } from '../../services/http/site-headers.ts';
import { createServer } from '../../services/server.ts';
import { underBasePath } from '../../src/config/shop-address.ts';
import { addressedPagesOf } from '../../src/pages/routes.ts';
import { configOf, nginxCountries } from './hosts.ts';

// Node-side: the same requests to nginx and to `serve` on the same build, compared answer by answer.

/**
 * Headers that legitimately differ between the two servers, left out of the comparison:
 * - date: the moment of each answer;
 * - server: nginx names itself, serve does not;
 * - etag, last-modified: each server makes its own validators (nginx from size and time, send
 *   from its own stat);
 * - connection, keep-alive, transfer-encoding: how each holds its connection;
 * - accept-ranges: nginx offers ranges only on files it sends uncompressed, send on every file.
 * content-length is compared wherever both send the same file (it shows the same file and the
 * same encoding were sent), not on a redirect, whose short note each server writes itself.
 */
const LEGITIMATELY_DIFFERENT = new Set(['date', 'server', 'etag', 'last-modified', 'connection', 'keep-alive', 'transfer-encoding', 'accept-ranges']);

/** A browser with Brotli, one with gzip alone, and a client that asks for no compression. */
const ENCODINGS: ReadonlyArray<string | undefined> = ['br, gzip', 'gzip', undefined];

/** The build's files a host must never show; each answers the not-found page. */
const HIDDEN = ['/_headers', '/nginx-headers.conf', '/.storefront-build.json', '/.vite/manifest.json', '/404.html'];

interface Answer {
  status: number;
  headers: Record<string, string>;
}

/** A header's value for comparing: Vary is a set of names, whose case and order mean nothing. */
function comparable(name: string, value: string | string[]): string {
  const text = [value].flat().join(', ');
  return name === 'vary' ? [...new Set(text.split(',').map((part) => part.trim().toLowerCase()))].sort().join(', ') : text;
}

function get(port: number, path: string, acceptEncoding: string | undefined): Promise<Answer> {
  const headers = { accept: 'text/html,*/*;q=0.8', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) };
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path, headers, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode!, headers: comparedHeaders(response.statusCode!, response.headers) }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function comparedHeaders(status: number, headers: IncomingHttpHeaders): Record<string, string> {
  const kept = Object.entries(headers).filter(([name, value]) => value !== undefined && !LEGITIMATELY_DIFFERENT.has(name) && !(name === 'content-length' && status >= 300 && status < 400));
  return Object.fromEntries(kept.map(([name, value]) => [name, comparable(name, value!)]).sort(([a], [b]) => a!.localeCompare(b!)));
}

for (const country of nginxCountries) {
  test.describe(`nginx and serve on ${country.code}'s build`, () => {
    // Every address under the shop's path: /fr/login in CH_FR, whose neighbour on the host answers the rest.
    const shopAddress = (path: string) => underBasePath(country.basePath, path);

    // serve lives in a group of its own, with the one test that asks it: the tests run in parallel,
    // and a group's beforeAll runs in each worker that runs one of its tests, on the same port.
    test.describe('side by side', () => {
      let serve: FastifyInstance;
      let dataDir: string;

      test.beforeAll(async () => {
        // What `storefront serve --country XX` runs (cli/commands/serve.ts), on the folder nginx serves.
        dataDir = mkdtempSync(join(tmpdir(), 'storefront-parity-'));
        const countries = await loadValidCountries({});
        const config = countries.find(({ code }) => code === country.code)!;
        serve = await createServer({ country: config, countries, dataDir, siteDir: country.siteDir, shopUrl: `http://127.0.0.1:${country.servePort}${country.basePath}` });
        await serve.listen({ host: '127.0.0.1', port: country.servePort });
      });

      test.afterAll(async () => {
        await serve?.close();
        rmSync(dataDir, { recursive: true, force: true });
      });

      const pages = addressedPagesOf(configOf(country.code)).map(({ path }) => path);
      const addresses = [
        ...bundleFilesOf(country.siteDir).map((file) => `/${file}`),
        ...pages,
        ...pages.filter((path) => path !== '/').map((path) => `${path}/`),
        '/login/?target=%2Fnewsletter%2Fconfirm',
        '/assets/',
        '/images/',
        '/service/footer-images/',
        '/m/',
        '/no-such-page',
        '/assets/no-such-script.js',
        ...HIDDEN,
      ].map(shopAddress);
      // The shop's own address without its last slash is sent on to it.
      if (country.basePath !== '/') addresses.push(country.basePath.slice(0, -1));

      test('answer every file, page, folder, unknown and hidden address with the same status and headers', async () => {
        const differences: string[] = [];
        for (const path of addresses) {
          for (const encoding of ENCODINGS) {
            const [fromNginx, fromServe] = await Promise.all([get(country.nginxPort, path, encoding), get(country.servePort, path, encoding)]);
            const request = `${path} (Accept-Encoding: ${encoding ?? 'none'})`;
            if (fromNginx.status !== fromServe.status) differences.push(`${request}: status nginx ${fromNginx.status}, serve ${fromServe.status}`);
            for (const name of new Set([...Object.keys(fromNginx.headers), ...Object.keys(fromServe.headers)])) {
              if (fromNginx.headers[name] !== fromServe.headers[name]) differences.push(`${request}: ${name} nginx ${fromNginx.headers[name] ?? '(none)'}, serve ${fromServe.headers[name] ?? '(none)'}`);
            }
          }
        }
        expect(differences).toEqual([]);
      });
    });

    test('send the .br file to a browser with Brotli and the .gz file to one with gzip alone', async () => {
      expect((await get(country.nginxPort, shopAddress('/'), 'br, gzip')).headers['content-encoding']).toBe('br');
      expect((await get(country.nginxPort, shopAddress('/'), 'gzip')).headers['content-encoding']).toBe('gzip');
    });

    test('send a page address with a slash added on to the page, query and all', async () => {
      const answer = await get(country.nginxPort, shopAddress('/login/?target=%2Fnewsletter%2Fconfirm'), undefined);
      expect(answer.status).toBe(301);
      expect(answer.headers.location).toBe(shopAddress('/login?target=%2Fnewsletter%2Fconfirm'));
    });

    test('answer the folders and the hidden files with the not-found page', async () => {
      for (const path of ['/assets/', ...HIDDEN].map(shopAddress)) {
        const answer = await get(country.nginxPort, path, undefined);
        expect(answer.status, path).toBe(404);
        expect(answer.headers['content-type'], path).toBe('text/html; charset=utf-8');
        expect(answer.headers['cache-control'], path).toBe('no-cache');
      }
    });
  });
}
