import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import { shopBasePath } from '../../src/config/shop-address.ts';
import { addressedPagesOf, NOT_FOUND_PAGE } from '../../src/pages/routes.ts';
import { DEPLOY_FILES, servedFilesOf, siteHeaderRules, type HeaderRule } from '../../services/http/site-headers.ts';
import { securityHeadersFor } from '../../services/http/security-headers.ts';
import { MANIFEST_FILE } from './manifest.ts';

const [HEADERS_FILE, NGINX_FILE] = DEPLOY_FILES;

/**
 * Netlify and Cloudflare Pages: an address line, then its headers indented, one block per rule.
 * `! name` is Cloudflare's line for dropping a header before the rule's own are added, wherever it
 * stands in the block; Netlify skips a line without a colon.
 */
export function netlifyHeaders(rules: readonly HeaderRule[]): string {
  const blocks = rules.map(({ path, headers, unset = [] }) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), ...unset.map((name) => `  ! ${name}`)].join('\n'),
  );
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
# It defines \`location ^~ /\`, so leave \`location /\` out of the server block. Its add_header
# lines outside any location are for the answers nginx makes before it chooses one; a location
# of your own that adds no header (the proxy to the services) inherits them: give it an empty
# one, which sends nothing, \`add_header X-Services-Proxy "" always;\`.`
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
# here repeats the full set.
# \`brotli_static on; gzip_static on; gzip_vary on;\` in the server block sends the .br files (the
# .gz ones to a browser without Brotli) beside the pages and assets, as serve does, with the
# \`Vary: Accept-Encoding\` serve sends, so caches keep the versions apart. brotli_static comes
# from Debian's libnginx-mod-http-brotli-static: Debian's nginx.conf loads it from
# modules-enabled; a configuration of its own needs
# \`load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;\` at its top.
#
# Besides the headers, it makes nginx answer as serve does: the Content-Type names UTF-8 for
# text, scripts and JSON; a page's address with a slash added (/login/) is a 301 to the page's
# one address; a folder's own address (/assets/) and every unknown one answer the not-found page.
`;
}

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
// (.vite/, .storefront-build.json) sit in the folder that is uploaded whole. A `^~` location takes
// its addresses before any regex of the server block, so each repeats this inside.
function dotSegmentsHidden(basePath: string): string {
  return nginxLocation(`~ ${nginxQuoted(`^${regexQuoted(basePath)}(?:.*/)?\\.`)}`, ['return 404;']);
}

// serve knows only files and pages: a folder's own address (`/assets/`) answers the not-found page,
// where nginx would list the folder or refuse it with 403. Nested in the shop's `^~` location and in each `^~`
// folder, never at the top, where it would take `/service/…/` addresses from the proxy beside.
const FOLDER_ADDRESS_NOT_FOUND = nginxLocation(`~ ${nginxQuoted('/$')}`, ['return 404;']);

// serve's Content-Type names UTF-8 for text, scripts and JSON; nginx's only for text/html. In each
// location, as a second snippet on the host (a shop under a path) may not set it twice in the server block.
const CHARSET = ['charset utf-8;', 'charset_types text/css text/plain application/javascript application/json;'];

/**
 * nginx answers some requests before it chooses a location (a request line it cannot read, `..`
 * above the root, no Host, TRACE, an address or header too long, an unknown transfer coding), with
 * the server block's configuration: only the server block's add_header reaches those. Every
 * location of the snippet adds its own, which drops these. The shop at `/` writes them, once for
 * the host; a location beside the snippet that adds none inherits them (see the guide's proxy).
 */
function refusalHeaders(headers: Readonly<Record<string, string>>): string {
  const lines = Object.entries(headers).map(([name, value]) => `add_header ${name} ${nginxQuoted(value)} always;`);
  return `# The answers nginx makes before it chooses a location.\n${lines.join('\n')}`;
}

/** Regex locations for the addresses of file rules, one for each set of headers they send on top of `inherited`'s. */
function fileLocations(rules: readonly HeaderRule[], inherited: Readonly<Record<string, string>>): string[] {
  const byHeaders = new Map<string, HeaderRule[]>();
  for (const rule of rules) {
    const key = JSON.stringify({ ...inherited, ...rule.headers });
    byHeaders.set(key, [...(byHeaders.get(key) ?? []), rule]);
  }
  return [...byHeaders].map(([headers, group]) => nginxLocation(`~ ${nginxQuoted(`^(?:${group.map((rule) => regexQuoted(rule.path)).join('|')})$`)}`, [], JSON.parse(headers)));
}

function isFolder(rule: HeaderRule): boolean {
  return rule.path.endsWith('/*');
}

/**
 * An nginx include: a page's address answers with its file (with a slash added, a redirect to
 * it), a folder's own address the not-found page, a folder's addresses share a location (with one
 * inside it for its files that override its caching), files sharing their headers share one,
 * every other address gets the headers of `/*`, and the headers files, dot files and the
 * not-found page's own address answer 404. Every address is under the
 * shop's base path, and only `^~` and exact locations claim them, so a neighbour's snippet on the
 * same host (CH at `/`, CH_FR at `/fr/`) never takes one of this shop's addresses with a regex,
 * nor this one the neighbour's.
 */
export function nginxHeaders(rules: readonly HeaderRule[]): string {
  const [everywhere, ...specific] = rules;
  const basePath = everywhere!.path.slice(0, -1);
  const fullSet = (rule: HeaderRule) => ({ ...everywhere!.headers, ...rule.headers });
  const notFoundRule = specific.find((rule) => rule.path === `${basePath}${NOT_FOUND_PAGE.html}`);
  // In each location rather than the server block: the shop's neighbour on the host has its own.
  const inEachLocation = [...(notFoundRule ? [`error_page 404 ${notFoundRule.path};`] : []), ...CHARSET];
  const hiddenDotSegments = dotSegmentsHidden(basePath);
  const pageRules = specific.filter((rule) => rule.page !== undefined);
  const pages = pageRules.map((rule) => nginxLocation(`= ${rule.path}`, [...inEachLocation, `try_files ${basePath}${rule.page} =404;`], fullSet(rule)));
  // A page's address with a slash added (`/login/`) is sent to the page's one address, query and
  // all, as serve does; relative, since nginx cannot know the scheme and host a proxy in front uses.
  const slashed = pageRules
    .filter((rule) => rule.path !== basePath)
    .map((rule) => nginxLocation(`= ${rule.path}/`, [...inEachLocation, 'absolute_redirect off;', `return 301 ${rule.path}$is_args$args;`], fullSet(rule)));
  const fileRules = specific.filter((rule) => rule.page === undefined && !isFolder(rule) && rule !== notFoundRule);
  const folderRules = specific.filter(isFolder);
  const inFolder = (rule: HeaderRule, folder: HeaderRule) => rule.path.startsWith(folder.path.slice(0, -1));
  // A file that overrides its folder's caching (an embed at its fixed address in assets/) is
  // answered inside the folder's location: nginx takes a `^~` prefix over any regex beside it.
  const folders = folderRules.map((folder) =>
    nginxLocation(`^~ ${folder.path.slice(0, -1)}`, inEachLocation, fullSet(folder), [
      ...fileLocations(fileRules.filter((rule) => inFolder(rule, folder)), fullSet(folder)),
      hiddenDotSegments,
      FOLDER_ADDRESS_NOT_FOUND,
    ]),
  );
  const outsideFolders = fileRules.filter((rule) => !folderRules.some((folder) => inFolder(rule, folder)));
  const everyOtherAddress = nginxLocation(`^~ ${basePath}`, inEachLocation, everywhere!.headers, [...fileLocations(outsideFolders, everywhere!.headers), hiddenDotSegments, FOLDER_ADDRESS_NOT_FOUND]);
  const hidden = DEPLOY_FILES.map((file) => nginxLocation(`= ${basePath}${file}`, [...inEachLocation, 'return 404;']));
  // The shop's address without its last slash is no page of the neighbour's.
  const home = pageRules.find((rule) => rule.path === basePath);
  const baseWithoutSlash =
    basePath === '/' || !home ? [] : [nginxLocation(`= ${basePath.slice(0, -1)}`, [...CHARSET, 'absolute_redirect off;', `return 301 ${basePath}$is_args$args;`], fullSet(home))];
  // The country's own not-found page, where the bundle has one, as serve answers and Netlify and
  // Cloudflare Pages do by themselves; `internal`, so that its own address answers 404 too.
  // serve answers a caller that asks for JSON alone with a problem body instead: its page varies on Accept.
  // Asked for directly, it is not found either: its own error_page sends the page, status 404.
  const notFound = notFoundRule ? [nginxLocation(`= ${notFoundRule.path}`, [...inEachLocation, 'internal;'], { ...fullSet(notFoundRule), vary: 'Accept' })] : [];
  const refusals = basePath === '/' ? [refusalHeaders(everywhere!.headers)] : [];
  return `${nginxIntro(basePath)}\n${[...refusals, ...notFound, ...pages, ...slashed, ...folders, everyOtherAddress, ...hidden, ...baseWithoutSlash].join('\n\n')}\n`;
}

/** Writes `_headers` and `nginx-headers.conf` beside a built country's files, from the rules `serve` follows. */
export function writeDeployHeaders(folder: string, config: CountryConfig): void {
  // The manifest is written last, so it is not there yet; it is served like any file.
  const rules = siteHeaderRules(addressedPagesOf(config), [...servedFilesOf(folder), MANIFEST_FILE].sort(), shopBasePath(config.shop.url), securityHeadersFor(config));
  writeFileSync(join(folder, HEADERS_FILE), netlifyHeaders(rules));
  writeFileSync(join(folder, NGINX_FILE), nginxHeaders(rules));
}
