import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import { shopBasePath } from '../../src/config/shop-address.ts';
import { addressedPagesOf, NOT_FOUND_PAGE } from '../../src/pages/routes.ts';
import { DEPLOY_FILES, servedFilesOf, siteHeaderRules, type HeaderRule } from '../../services/http/site-headers.ts';
import { MANIFEST_FILE } from './manifest.ts';

const [HEADERS_FILE, NGINX_FILE] = DEPLOY_FILES;

/** Netlify and Cloudflare Pages: an address line, then its headers indented, one block per rule. */
export function netlifyHeaders(rules: readonly HeaderRule[]): string {
  const blocks = rules.map(({ path, headers }) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'));
  return `# Response headers of this folder for Netlify and Cloudflare Pages, written by \`storefront build\`.\n\n${blocks.join('\n\n')}\n`;
}

function nginxIntro(basePath: string): string {
  const where =
    basePath === '/'
      ? `this folder, with this folder as its root:
#
#   server {
#     root /srv/shop/de;
#     include /srv/shop/de/nginx-headers.conf;
#   }
#
# It defines \`location ^~ /\`, so leave \`location /\` out of the server block.`
      : `the shop at ${basePath}: this folder goes to ${basePath.slice(1)} under the server block's root,
# beside the shop at / and its own include:
#
#   server {
#     root /srv/shop/ch;
#     include /srv/shop/ch/nginx-headers.conf;
#     include /srv/shop/ch${basePath}nginx-headers.conf;
#   }
#
# It claims only addresses under ${basePath}, and the shop at / never claims those.`;
  return `# Response headers of this folder for nginx, written by \`storefront build\`: the same as
# \`storefront serve\` sends and _headers declares. Use it inside the server block that serves
# ${where}
# A location that adds any header drops every add_header of the server block, so each location
# here repeats the full set. \`gzip_static on; gzip_vary on;\` in the server block sends the .gz
# files beside the pages and assets, with the \`Vary: Accept-Encoding\` serve sends, so caches
# keep both versions apart.
`;
}

function nginxQuoted(text: string): string {
  return `"${text.replace(/[\\"]/g, '\\$&')}"`;
}

function regexQuoted(path: string): string {
  return path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function nginxLocation(match: string, lines: readonly string[], headers: Readonly<Record<string, string>> = {}, nested: readonly string[] = []): string {
  const headerLines = Object.entries(headers).map(([name, value]) => `add_header ${name} ${nginxQuoted(value)} always;`);
  const body = [...lines, ...headerLines, ...nested.flatMap((location) => location.split('\n'))];
  return [`location ${match} {`, ...body.map((line) => `  ${line}`), '}'].join('\n');
}

// serve denies every address with a segment starting with a dot: the build's own records
// (.vite/, .storefront-build.json) sit in the folder that is uploaded whole. A `^~` location takes
// its addresses before any regex of the server block, so each repeats this inside.
function dotSegmentsHidden(basePath: string): string {
  return nginxLocation(`~ ${nginxQuoted(`^${regexQuoted(basePath)}(?:.*/)?\\.`)}`, ['return 404;']);
}

function isFolder(rule: HeaderRule): boolean {
  return rule.path.endsWith('/*');
}

/**
 * An nginx include: a page's address answers with its file, a folder's addresses share a
 * location, files sharing their headers share one, every other address gets the headers of `/*`,
 * and the headers files, dot files and the not-found page's own address answer 404. Every
 * address is under the shop's base path, and only `^~` and exact locations claim them, so a
 * neighbour's snippet on the same host (CH at `/`, CH_FR at `/fr/`) never takes one of this
 * shop's addresses with a regex, nor this one the neighbour's.
 */
export function nginxHeaders(rules: readonly HeaderRule[]): string {
  const [everywhere, ...specific] = rules;
  const basePath = everywhere!.path.slice(0, -1);
  const fullSet = (rule: HeaderRule) => ({ ...everywhere!.headers, ...rule.headers });
  const notFoundRule = specific.find((rule) => rule.path === `${basePath}${NOT_FOUND_PAGE.html}`);
  // In each location rather than the server block: the shop's neighbour on the host has its own.
  const notFoundPage = notFoundRule ? [`error_page 404 ${notFoundRule.path};`] : [];
  const hiddenDotSegments = dotSegmentsHidden(basePath);
  const pages = specific
    .filter((rule) => rule.page !== undefined)
    .map((rule) => nginxLocation(`= ${rule.path}`, [...notFoundPage, `try_files ${basePath}${rule.page} =404;`], fullSet(rule)));
  const folders = specific.filter(isFolder).map((rule) => nginxLocation(`^~ ${rule.path.slice(0, -1)}`, notFoundPage, fullSet(rule), [hiddenDotSegments]));
  const byHeaders = new Map<string, HeaderRule[]>();
  for (const rule of specific.filter((rule) => rule.page === undefined && !isFolder(rule) && rule !== notFoundRule)) {
    const key = JSON.stringify(fullSet(rule));
    byHeaders.set(key, [...(byHeaders.get(key) ?? []), rule]);
  }
  const files = [...byHeaders].map(([headers, group]) => nginxLocation(`~ ${nginxQuoted(`^(?:${group.map((rule) => regexQuoted(rule.path)).join('|')})$`)}`, [], JSON.parse(headers)));
  const everyOtherAddress = nginxLocation(`^~ ${basePath}`, notFoundPage, everywhere!.headers, [...files, hiddenDotSegments]);
  const hidden = DEPLOY_FILES.map((file) => nginxLocation(`= ${basePath}${file}`, [...notFoundPage, 'return 404;']));
  // The shop's address without its last slash is no page of the neighbour's.
  const baseWithoutSlash = basePath === '/' ? [] : [nginxLocation(`= ${basePath.slice(0, -1)}`, [`return 301 ${basePath};`], everywhere!.headers)];
  // The country's own not-found page, where the bundle has one, as serve answers and Netlify and
  // Cloudflare Pages do by themselves; `internal`, so that its own address answers 404 too.
  const notFound = notFoundRule ? [nginxLocation(`= ${notFoundRule.path}`, ['internal;'], fullSet(notFoundRule))] : [];
  return `${nginxIntro(basePath)}\n${[...notFound, ...pages, ...folders, everyOtherAddress, ...hidden, ...baseWithoutSlash].join('\n\n')}\n`;
}

/** Writes `_headers` and `nginx-headers.conf` beside a built country's files, from the rules `serve` follows. */
export function writeDeployHeaders(folder: string, config: CountryConfig): void {
  // The manifest is written last, so it is not there yet; it is served like any file.
  const rules = siteHeaderRules(addressedPagesOf(config), [...servedFilesOf(folder), MANIFEST_FILE].sort(), shopBasePath(config.shop.url));
  writeFileSync(join(folder, HEADERS_FILE), netlifyHeaders(rules));
  writeFileSync(join(folder, NGINX_FILE), nginxHeaders(rules));
}
