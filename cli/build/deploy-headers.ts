import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import { addressedPagesOf, NOT_FOUND_PAGE } from '../../src/pages/routes.ts';
import { DEPLOY_FILES, servedFilesOf, siteHeaderRules, type HeaderRule } from '../../services/http/site-headers.ts';
import { MANIFEST_FILE } from './manifest.ts';

const [HEADERS_FILE, NGINX_FILE] = DEPLOY_FILES;

/** Netlify and Cloudflare Pages: an address line, then its headers indented, one block per rule. */
export function netlifyHeaders(rules: readonly HeaderRule[]): string {
  const blocks = rules.map(({ path, headers }) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'));
  return `# Response headers of this folder for Netlify and Cloudflare Pages, written by \`storefront build\`.\n\n${blocks.join('\n\n')}\n`;
}

const NGINX_INTRO = `# Response headers of this folder for nginx, written by \`storefront build\`: the same as
# \`storefront serve\` sends and _headers declares. Use it inside the server block that serves
# this folder, with this folder as its root:
#
#   server {
#     root /srv/shop/de;
#     include /srv/shop/de/nginx-headers.conf;
#   }
#
# It defines \`location /\`, so leave that out of the server block. A location that adds any
# header drops every add_header of the server block, so each location here repeats the full set.
# \`gzip_static on; gzip_vary on;\` in the server block sends the .gz files beside the pages and
# assets, with the \`Vary: Accept-Encoding\` serve sends, so caches keep both versions apart.
`;

function nginxQuoted(text: string): string {
  return `"${text.replace(/[\\"]/g, '\\$&')}"`;
}

function regexQuoted(path: string): string {
  return path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function nginxLocation(match: string, lines: readonly string[], headers: Readonly<Record<string, string>> = {}, nested: readonly string[] = []): string {
  const { 'content-type': contentType, ...added } = headers;
  // add_header would send a second Content-Type beside the one nginx takes from the extension:
  // the location's type is set instead, for every file it answers.
  const typeLines = contentType === undefined ? [] : ['types { }', `default_type ${nginxQuoted(contentType)};`];
  const headerLines = Object.entries(added).map(([name, value]) => `add_header ${name} ${nginxQuoted(value)} always;`);
  const body = [...lines, ...typeLines, ...headerLines, ...nested.flatMap((location) => location.split('\n'))];
  return [`location ${match} {`, ...body.map((line) => `  ${line}`), '}'].join('\n');
}

// serve denies every address with a segment starting with a dot: the build's own records
// (.vite/, .storefront-build.json) sit in the folder that is uploaded whole. A `^~` folder takes
// its addresses before any regex of the server block, so each repeats this inside.
const DOT_SEGMENT_HIDDEN = nginxLocation(`~ ${nginxQuoted('/\\.')}`, ['return 404;']);

function isFolder(rule: HeaderRule): boolean {
  return rule.path.endsWith('/*');
}

/**
 * An nginx include: a page's address answers with its file, a folder's addresses share a
 * location (`^~`, so no regex location takes them), files sharing their headers share one, every
 * other address gets the headers of `/*`, and the headers files, dot files and the not-found
 * page's own address answer 404.
 */
export function nginxHeaders(rules: readonly HeaderRule[]): string {
  const [everywhere, ...specific] = rules;
  const fullSet = (rule: HeaderRule) => ({ ...everywhere!.headers, ...rule.headers });
  const pages = specific.filter((rule) => rule.page !== undefined).map((rule) => nginxLocation(`= ${rule.path}`, [`try_files /${rule.page} =404;`], fullSet(rule)));
  const folders = specific.filter(isFolder).map((rule) => nginxLocation(`^~ ${rule.path.slice(0, -1)}`, [], fullSet(rule), [DOT_SEGMENT_HIDDEN]));
  const notFoundRule = specific.find((rule) => rule.path === `/${NOT_FOUND_PAGE.html}`);
  const byHeaders = new Map<string, HeaderRule[]>();
  for (const rule of specific.filter((rule) => rule.page === undefined && !isFolder(rule) && rule !== notFoundRule)) {
    const key = JSON.stringify(fullSet(rule));
    byHeaders.set(key, [...(byHeaders.get(key) ?? []), rule]);
  }
  const files = [...byHeaders].map(([headers, group]) => nginxLocation(`~ ${nginxQuoted(`^(?:${group.map((rule) => regexQuoted(rule.path)).join('|')})$`)}`, [], JSON.parse(headers)));
  const hidden = [...DEPLOY_FILES.map((file) => nginxLocation(`= /${file}`, ['return 404;'])), DOT_SEGMENT_HIDDEN];
  // The country's own not-found page, where the bundle has one, as serve answers and Netlify and
  // Cloudflare Pages do by themselves; `internal`, so that its own address answers 404 too.
  const notFound = notFoundRule ? [`error_page 404 ${notFoundRule.path};`, nginxLocation(`= ${notFoundRule.path}`, ['internal;'], fullSet(notFoundRule))] : [];
  return `${NGINX_INTRO}\n${[...notFound, ...pages, ...folders, ...files, nginxLocation('/', [], everywhere!.headers), ...hidden].join('\n\n')}\n`;
}

/** Writes `_headers` and `nginx-headers.conf` beside a built country's files, from the rules `serve` follows. */
export function writeDeployHeaders(folder: string, config: CountryConfig): void {
  // The manifest is written last, so it is not there yet; it is served like any file.
  const rules = siteHeaderRules(addressedPagesOf(config), [...servedFilesOf(folder), MANIFEST_FILE].sort());
  writeFileSync(join(folder, HEADERS_FILE), netlifyHeaders(rules));
  writeFileSync(join(folder, NGINX_FILE), nginxHeaders(rules));
}
