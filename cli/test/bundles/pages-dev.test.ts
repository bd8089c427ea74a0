import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../../services/http/security-headers.ts';
import { CONTENT_TYPES, IMMUTABLE, REVALIDATE, ROBOTS_FILE, SITEMAP_FILE, WITHHELD_HEADERS } from '../../../services/http/site-headers.ts';
import { loadCountries, startServices, type RunningServices } from '../../../services/test/test-server.ts';
import { shopBasePath, underBasePath } from '../../../src/config/shop-address.ts';
import { addressedPagesOf } from '../../../src/pages/routes.ts';
import { paths } from '../../../validation/paths.ts';
import { releaseGuideBlock } from '../guide-blocks.ts';
import { startPagesDev, type PagesDev } from '../pages-dev.ts';

// Cloudflare Pages' own runtime (workerd, under `wrangler pages dev`) serving the built folders as
// docs/release-engineers.md publishes them, beside `serve` on the same folders: the same status
// and security headers on the same addresses.

const configs = loadCountries();
const configOf = (code: string) => configs.find((config) => config.code === code)!;

/** One Pages project each: its first shop at the root of the publish folder, the others under their paths. */
const HOSTS: ReadonlyArray<{ name: string; codes: readonly string[] }> = [
  { name: 'DE', codes: ['DE'] },
  { name: 'CH with CH_FR under /fr/', codes: ['CH', 'CH_FR'] },
];

/** The folder uploaded to Pages, as the guide makes it: no dot files, no nginx snippet, one `_headers` at the root. */
function publishFolder(projectDir: string, codes: readonly string[]): void {
  for (const code of codes) {
    const siteDir = join(paths.dist, code.toLowerCase());
    const into = join(projectDir, 'publish', shopBasePath(configOf(code).shop.url));
    const atRoot = into === join(projectDir, 'publish', '/');
    const leftOut = (file: string) => file.startsWith('.') || file === 'nginx-headers.conf' || (!atRoot && file === '_headers');
    cpSync(siteDir, into, { recursive: true, filter: (source) => !leftOut(basename(source)) });
    if (!atRoot) appendFileSync(join(projectDir, 'publish', '_headers'), `\n${readFileSync(join(siteDir, '_headers'), 'utf8')}`);
  }
}

/**
 * The guide's Pages Function at `functions/<path>service/[[path]].js` for each shop's path, beside
 * the publish folder, and its `_routes.json` with the entries of the host's paths.
 */
function addServicesProxy(projectDir: string, codes: readonly string[]): void {
  const basePaths = codes.map((code) => shopBasePath(configOf(code).shop.url));
  for (const basePath of basePaths) {
    const folder = join(projectDir, 'functions', basePath, 'service');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, '[[path]].js'), releaseGuideBlock('js', '// functions/service/[[path]].js'));
  }
  const routes = JSON.parse(releaseGuideBlock('json', '{ "version": 1')) as { version: number; include: string[]; exclude: string[] };
  const ofHost = (entries: string[]) => entries.filter((entry) => basePaths.some((basePath) => entry.startsWith(`${basePath}service/`)));
  writeFileSync(join(projectDir, 'publish', '_routes.json'), JSON.stringify({ ...routes, include: ofHost(routes.include), exclude: ofHost(routes.exclude) }));
}

/** A stand-in for the services: tells what reached it, and answers with a redirect that must reach the browser as it is. */
function startEchoServices(): Promise<{ origin: string; received: Array<{ method: string; url: string; forwardedHost?: string; body: string }>; close: () => void }> {
  const received: Array<{ method: string; url: string; forwardedHost?: string; body: string }> = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method!, url: request.url!, forwardedHost: request.headers['x-forwarded-host'] as string | undefined, body });
      response.writeHead(303, { location: '/elsewhere', 'set-cookie': 'csrfSecret=s; Path=/; HttpOnly' }).end();
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ origin: `http://127.0.0.1:${port}`, received, close: () => server.close() });
    });
  });
}

/** The home page's script of a shop, whatever its hash. */
function hashedScriptOf(code: string): string {
  return readdirSync(join(paths.dist, code.toLowerCase(), 'assets')).find((name) => /^home-[\w-]{8}\.js$/.test(name))!;
}

/** The addresses compared for one shop, under its path, and the pages among them that are not its home. */
function addressesOf(code: string): { addresses: string[]; inFolders: Set<string> } {
  const basePath = shopBasePath(configOf(code).shop.url);
  const pages = addressedPagesOf(configOf(code)).map(({ path }) => underBasePath(basePath, path));
  const files = [`/assets/${hashedScriptOf(code)}`, '/robots.txt', '/sitemap.xml', '/no-such-page', '/.storefront-build.json', '/nginx-headers.conf'];
  return { addresses: [...pages, ...files.map((path) => underBasePath(basePath, path))], inFolders: new Set(pages.filter((path) => path !== basePath)) };
}

/**
 * A shop's files whose caching its `_headers` decides, under its path, with the headers compared:
 * Cache-Control, and the type where the rules name one (robots.txt, sitemap.xml). The others' type
 * Pages takes from the extension, without the charset serve adds.
 */
function cachedFilesOf(code: string): Array<{ path: string; names: string[] }> {
  const basePath = shopBasePath(configOf(code).shop.url);
  const files = [`assets/${hashedScriptOf(code)}`, 'assets/newsletter-embed.js', 'assets/footer-embed.js', ROBOTS_FILE, SITEMAP_FILE];
  return files.map((file) => ({ path: underBasePath(basePath, `/${file}`), names: file in CONTENT_TYPES ? ['cache-control', 'content-type'] : ['cache-control'] }));
}

const COMPARED = [...Object.keys(SECURITY_HEADERS), ...WITHHELD_HEADERS, 'location'];

async function answerOf(baseURL: string, path: string, names = COMPARED): Promise<{ status: number; headers: Record<string, string | null> }> {
  const response = await fetch(new URL(path, baseURL), { redirect: 'manual' });
  await response.body?.cancel();
  return { status: response.status, headers: Object.fromEntries(names.map((name) => [name, response.headers.get(name)])) };
}

/**
 * Pages' answer for `path`. Pages serves `login/index.html` at `/login/` and sends `/login` there
 * with a 308 (its own trailing-slash handling, which a project cannot turn off): for such a page
 * the redirect is checked, and the page compared is the one it leads to.
 */
async function pagesAnswerOf(baseURL: string, path: string, inFolder: boolean): Promise<{ status: number; headers: Record<string, string | null> }> {
  if (!inFolder) return answerOf(baseURL, path);
  const redirect = await answerOf(baseURL, path);
  expect([redirect.status, redirect.headers.location], path).toEqual([308, `${path}/`]);
  return answerOf(baseURL, `${path}/`);
}

describe.each(HOSTS)('Cloudflare Pages and serve on $name', ({ codes }) => {
  let projectDir: string;
  let pages: PagesDev;
  let echo: Awaited<ReturnType<typeof startEchoServices>>;
  const served = new Map<string, RunningServices>();

  beforeAll(async () => {
    projectDir = mkdtempSync(join(tmpdir(), 'storefront-pages-'));
    publishFolder(projectDir, codes);
    addServicesProxy(projectDir, codes);
    echo = await startEchoServices();
    const starting = codes.map(async (code) => served.set(code, await startServices({ country: configOf(code), countries: configs, siteDir: join(paths.dist, code.toLowerCase()) })));
    [pages] = await Promise.all([startPagesDev(projectDir, { SERVICES_ORIGIN: echo.origin }), ...starting]);
  }, 90_000);

  afterAll(async () => {
    echo?.close();
    await Promise.all([pages?.stop(), ...[...served.values()].map((services) => services.close())]);
    for (const services of served.values()) services.remove();
    rmSync(projectDir, { recursive: true, force: true });
  });

  it.each(codes)("answer %s's pages, a hashed script, robots.txt, the sitemap, an unknown address and the build's own files alike", async (code) => {
    const differences: string[] = [];
    const { addresses, inFolders } = addressesOf(code);
    for (const path of addresses) {
      const [fromPages, fromServe] = await Promise.all([pagesAnswerOf(pages.baseURL, path, inFolders.has(path)), answerOf(served.get(code)!.baseURL, path)]);
      if (fromPages.status !== fromServe.status) differences.push(`${path}: status Pages ${fromPages.status}, serve ${fromServe.status}`);
      for (const name of COMPARED) {
        if (fromPages.headers[name] !== fromServe.headers[name]) differences.push(`${path}: ${name} Pages ${fromPages.headers[name]}, serve ${fromServe.headers[name]}`);
      }
    }
    expect(differences).toEqual([]);
  });

  // Pages reads the first 100 rules of `_headers` and skips the rest, with this warning.
  it("reads every rule of the host's _headers", () => {
    expect(pages.output()).not.toMatch(/Maximum number of rules/);
  });

  it.each(codes)("cache %s's hashed script for good and its files at fixed addresses not, and type robots.txt and the sitemap, as serve does", async (code) => {
    const files = cachedFilesOf(code);
    const answersOf = (baseURL: string) => Promise.all(files.map(async ({ path, names }) => [path, (await answerOf(baseURL, path, names)).headers] as const));
    const [fromPages, fromServe] = await Promise.all([answersOf(pages.baseURL), answersOf(served.get(code)!.baseURL)]);
    expect(fromPages).toEqual(fromServe);
    const [script, , , robots] = files;
    expect(fromPages).toContainEqual([script!.path, { 'cache-control': IMMUTABLE }]);
    expect(fromPages).toContainEqual([robots!.path, { 'cache-control': REVALIDATE, 'content-type': CONTENT_TYPES[ROBOTS_FILE] }]);
  });

  it.each(codes)("send %s's service calls to the services through the guide's Pages Function, the path and query as they are, and serve its footer's images as files", async (code) => {
    const basePath = shopBasePath(configOf(code).shop.url);
    const call = underBasePath(basePath, '/service/newsletter/api/v1/subscriptions?source=footer');
    const response = await fetch(new URL(call, pages.baseURL), { method: 'POST', body: '{"email":"a@b.example"}', redirect: 'manual' });
    expect([response.status, response.headers.get('location'), response.headers.get('set-cookie')]).toEqual([303, '/elsewhere', 'csrfSecret=s; Path=/; HttpOnly']);
    expect(echo.received.at(-1)).toEqual({ method: 'POST', url: call, forwardedHost: new URL(pages.baseURL).host, body: '{"email":"a@b.example"}' });
    const image = readdirSync(join(paths.dist, code.toLowerCase(), 'service', 'footer-images'), { recursive: true, withFileTypes: true }).find((entry) => entry.name.endsWith('.svg'))!;
    const imagePath = `${underBasePath(basePath, '/')}${relative(join(paths.dist, code.toLowerCase()), join(image.parentPath, image.name))}`;
    const received = echo.received.length;
    const imageAnswer = await fetch(new URL(imagePath, pages.baseURL));
    await imageAnswer.body?.cancel();
    expect([imageAnswer.status, imageAnswer.headers.get('content-type'), echo.received.length]).toEqual([200, 'image/svg+xml', received]);
  });
});
