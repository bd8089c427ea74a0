import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { SECURITY_HEADERS } from './security-headers.ts';

/** Files the build writes for static hosts and release engineers, never pages for shoppers. */
export const DEPLOY_FILES = ['_headers', 'nginx-headers.conf'] as const;

// Hashed file names change with their content, so a browser may keep them for good.
export const IMMUTABLE = 'public, max-age=31536000, immutable';
// Pages and files at fixed addresses (favicon, images, the embed script) change in place: browsers ask again each time.
export const REVALIDATE = 'no-cache';

/** Vite's `[name]-[hash].[ext]`: eight characters of base64url before the extension. */
const HASHED_ASSET = /^assets\/.+-[\w-]{8}\.\w+$/;

export interface HeaderRule {
  /** An exact address, or `/*` for every address. */
  path: string;
  /** Header names in lower case, as HTTP/2 sends them. */
  headers: Readonly<Record<string, string>>;
  /** The file that answers this address, when it is a page (served without its `index.html`). */
  page?: string;
}

export interface SitePage {
  path: string;
  /** Where the page lands in the built folder, e.g. `login/index.html`. */
  html: string;
}

/**
 * The headers a country's site answers with, the one source for `serve`, `_headers` and the
 * nginx snippet. Every address gets the security headers; each page and file gets its own
 * caching rule and only one, because static hosts join the values of a header set by two
 * matching rules ("no-cache, public, max-age=…").
 */
export function siteHeaderRules(pages: readonly SitePage[], files: readonly string[]): HeaderRule[] {
  return [
    { path: '/*', headers: SECURITY_HEADERS },
    ...pages.map(({ path, html }) => ({ path, headers: { 'cache-control': REVALIDATE }, page: html })),
    ...files.map((file) => ({ path: `/${file}`, headers: { 'cache-control': HASHED_ASSET.test(file) ? IMMUTABLE : REVALIDATE } })),
  ];
}

/** The headers the rules give `path`: those of every matching rule. */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => rule.path === '/*' || rule.path === path).map((rule) => rule.headers));
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
