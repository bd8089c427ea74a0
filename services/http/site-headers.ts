import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { underBasePath } from '../../src/config/shop-address.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

/** The files the build writes for search engines, at their fixed addresses: the crawl rules and the list of pages. */
export const ROBOTS_FILE = 'robots.txt';
export const SITEMAP_FILE = 'sitemap.xml';

/**
 * The type of files whose extension alone says too little: hosts map .txt without a charset and
 * nginx maps .xml to text/xml. Every other file's type comes from its extension.
 */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  [ROBOTS_FILE]: 'text/plain; charset=utf-8',
  [SITEMAP_FILE]: 'application/xml',
};

/** Files the build writes for static hosts and release engineers, never pages for shoppers. */
export const DEPLOY_FILES = ['_headers', 'nginx-headers.conf'] as const;

// Hashed file names change with their content, so a browser may keep them for good.
export const IMMUTABLE = 'public, max-age=31536000, immutable';
// Pages and files at fixed addresses (favicon, images, the embed script) change in place: browsers ask again each time.
export const REVALIDATE = 'no-cache';

// The services answer under /service/ (the pages call /service/... APIs), while public/ puts the
// footer's images there too: a rule for the whole folder would claim the services' addresses, and
// an nginx location for it would clash with the deployment's proxy to the services.
const SERVICES_FOLDER = 'service/';

/** Vite's `[name]-[hash].[ext]`: eight characters of base64url before the extension. */
const HASHED_ASSET = /^assets\/.+-[\w-]{8}\.\w+$/;

/**
 * Headers a static host adds by itself that the site must not send. Cloudflare Pages gives every
 * file `Access-Control-Allow-Origin: *`, with which any other site's script reads the shop's
 * pages, manifest.json and sitemap from a visitor's browser: a staging or preview shop that only
 * its own network reaches too. The pages' calls and the embeds are same-origin and need no CORS;
 * serve and nginx send none.
 */
export const WITHHELD_HEADERS = ['access-control-allow-origin'] as const;

export interface HeaderRule {
  /** An exact address, `/folder/*` for every address under a folder, or `/*` for every address. */
  path: string;
  /** Header names in lower case, as HTTP/2 sends them; content-type only for the files of CONTENT_TYPES. */
  headers: Readonly<Record<string, string>>;
  /** Headers a host drops before it adds this rule's (Cloudflare Pages' `! name`): see siteHeaderRules. */
  unset?: readonly string[];
  /** The file that answers this address, when it is a page (served without its `index.html`). */
  page?: string;
}

export interface SitePage {
  path: string;
  /** Where the page lands in the built folder, e.g. `login/index.html`. */
  html: string;
}

function cacheControlOf(file: string): string {
  return HASHED_ASSET.test(file) ? IMMUTABLE : REVALIDATE;
}

function fileRule(file: string): HeaderRule {
  return { path: `/${file}`, headers: { 'cache-control': cacheControlOf(file), ...(CONTENT_TYPES[file] && { 'content-type': CONTENT_TYPES[file] }) } };
}

/** The caching most of `files` share (the first file's on a tie, for the same rules from the same files). */
function usualCacheControl(files: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const file of files) counts.set(cacheControlOf(file), (counts.get(cacheControlOf(file)) ?? 0) + 1);
  return [...counts].reduce((most, next) => (next[1] > most[1] ? next : most))[0];
}

/**
 * Cloudflare Pages reads at most 100 rules of `_headers`, for all the shops of a host together, so
 * a folder takes one `/folder/*` rule with the caching most of its files share, and a file that
 * caches otherwise a rule of its own after it: `assets/` one rule for its hashed files, however
 * many a build makes, and one for each embed at its fixed address. Pages joins the values of a
 * header two matching rules set ("public, max-age=…, no-cache"), so the file's rule first drops
 * the folder's (`! cache-control`, which drops only what an earlier rule set); Netlify takes the
 * later rule's value. The root, the services' folder (its addresses are the services') and a
 * folder holding a page address (Netlify's `/login/*` matches `/login` too, so login/ holds
 * /login) get rules for their own files one by one, and for their subfolders the same way.
 */
function cachingRules(files: readonly string[], folder: string, pagePaths: readonly string[]): HeaderRule[] {
  const holdsPage = pagePaths.some((path) => `${path}/`.startsWith(`/${folder}`));
  if (folder !== '' && folder !== SERVICES_FOLDER && !holdsPage) {
    const usual = usualCacheControl(files);
    const overrides = files.filter((file) => cacheControlOf(file) !== usual).map((file) => ({ ...fileRule(file), unset: ['cache-control'] }));
    return [{ path: `/${folder}*`, headers: { 'cache-control': usual } }, ...overrides];
  }
  const own = files.filter((file) => !file.slice(folder.length).includes('/'));
  const subfolders = [...new Set(files.filter((file) => !own.includes(file)).map((file) => file.slice(0, file.indexOf('/', folder.length) + 1)))];
  return [...own.map(fileRule), ...subfolders.flatMap((subfolder) => cachingRules(files.filter((file) => file.startsWith(subfolder)), subfolder, pagePaths))];
}

/**
 * On every address, a host drops the headers of its own the site withholds. A shop under a path
 * shares the host's `_headers` with the shop at `/`, whose `/*` gives its addresses that shop's
 * security headers too; Cloudflare Pages would join the two values of each (two CSPs, each
 * enforced), so it drops them before adding the shop's own. Netlify takes the later rule's value.
 */
function everywhereUnset(basePath: string, security: Readonly<Record<string, string>>): readonly string[] {
  return basePath === '/' ? WITHHELD_HEADERS : [...WITHHELD_HEADERS, ...Object.keys(security)];
}

/**
 * The headers a country's site answers with, the one source for `serve`, `_headers` and the
 * nginx snippet. Every address gets the security headers and one Cache-Control: a rule that
 * sets it for an address an earlier rule already gives one drops that first (see cachingRules).
 * The addresses are under the shop's base path (`/fr/login`).
 * `security` is the country's (securityHeadersFor): its CSP names its tag manager's hosts.
 */
export function siteHeaderRules(pages: readonly SitePage[], files: readonly string[], basePath = '/', security = SECURITY_HEADERS): HeaderRule[] {
  const rules = [
    { path: '/*', headers: security, unset: everywhereUnset(basePath, security) },
    ...pages.map(({ path, html }) => ({ path, headers: { 'cache-control': REVALIDATE }, page: html })),
    ...cachingRules(files, '', pages.map(({ path }) => path)),
  ];
  return rules.map((rule) => ({ ...rule, path: underBasePath(basePath, rule.path) }));
}

/** Whether `rule` applies to `path`: its address, or an address under its folder. */
export function matches(rule: HeaderRule, path: string): boolean {
  return rule.path.endsWith('/*') ? path.startsWith(rule.path.slice(0, -1)) : rule.path === path;
}

/** The headers the rules give `path`: those of every matching rule. */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => matches(rule, path)).map((rule) => rule.headers));
}

/**
 * Every file of a built country, as paths from its folder with forward slashes, but the
 * precompressed siblings (sent in their file's place) and the build's own records in dot folders
 * (.vite/, .storefront-build.json), which are not served.
 */
export function bundleFilesOf(siteDir: string): string[] {
  return readdirSync(siteDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(siteDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => !/\.(br|gz)$/.test(file) && !file.split('/').some((part) => part.startsWith('.')))
    .sort();
}

/** The files of a built country that answer at their own address: not the files for hosts. */
export function servedFilesOf(siteDir: string): string[] {
  const forHosts = new Set<string>(DEPLOY_FILES);
  return bundleFilesOf(siteDir).filter((file) => !forHosts.has(file));
}
