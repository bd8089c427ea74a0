import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { SECURITY_HEADERS } from '../../services/http/security-headers.ts';
import { netlifyHeadersFor, netlifyRulesOf } from './netlify-headers.ts';

// A small reader of the nginx snippet the build writes, to compare what nginx would send with
// what `serve` sends. It follows nginx's documented choice of location, not the writer's code.

interface NginxLocation {
  modifier: '=' | '~' | '^~' | '';
  match: string;
  body: string[];
  /** The locations inside this one. */
  nested: NginxLocation[];
}

/** nginx reads `\"` and `\\` inside a quoted string as `"` and `\`. */
function unquote(text: string): string {
  return text.startsWith('"') ? text.slice(1, -1).replace(/\\(["\\])/g, '$1') : text;
}

function nginxLocations(file: string): NginxLocation[] {
  const top: NginxLocation[] = [];
  const open: NginxLocation[] = [];
  for (const line of file.split('\n').map((text) => text.trim())) {
    if (line === '' || line.startsWith('#')) continue;
    const opening = /^location\s+(?:(=|~|\^~)\s+)?(.+?)\s*\{$/.exec(line);
    if (opening) {
      const location: NginxLocation = { modifier: (opening[1] ?? '') as NginxLocation['modifier'], match: unquote(opening[2]!), body: [], nested: [] };
      (open.at(-1)?.nested ?? top).push(location);
      open.push(location);
    } else if (line === '}') open.pop();
    else open.at(-1)?.body.push(line);
  }
  return top;
}

/**
 * nginx's choice of location: an exact match; else the longest matching prefix when it is `^~`;
 * else the first matching regex; else the longest prefix. Inside a chosen prefix, its own
 * locations are searched the same way.
 */
function nginxLocationFor(locations: readonly NginxLocation[], path: string): NginxLocation | undefined {
  const exact = locations.find(({ modifier, match }) => modifier === '=' && match === path);
  if (exact) return exact;
  const longestPrefix = locations
    .filter(({ modifier, match }) => (modifier === '' || modifier === '^~') && path.startsWith(match))
    .sort((a, b) => b.match.length - a.match.length)[0];
  const withinPrefix = longestPrefix && (nginxLocationFor(longestPrefix.nested, path) ?? longestPrefix);
  if (longestPrefix?.modifier === '^~') return withinPrefix;
  return locations.find(({ modifier, match }) => modifier === '~' && new RegExp(match).test(path)) ?? withinPrefix;
}

/** The location nginx picks for `path` among those of `file`, as written: `= /login`, `^~ /images/`. */
export function nginxLocationOf(file: string, path: string): string | undefined {
  const location = nginxLocationFor(nginxLocations(file), path);
  return location && [location.modifier, location.match].filter(Boolean).join(' ');
}

/** The snippet as a deployment includes it: beside a location sending the shop's /service/ (/fr/service/ under a path) to the services. */
export function besideServicesProxy(file: string, basePath = '/'): string {
  return `${file}\nlocation ${basePath}service/ {\n  proxy_pass http://127.0.0.1:3000/service/;\n}\n`;
}

/** Locations that name the same address twice in one block, which `nginx -t` refuses as "duplicate location". */
export function duplicateNginxLocations(file: string): string[] {
  const names = nginxLocations(file).map(({ modifier, match }) => `${modifier === '^~' ? '' : modifier} ${match}`);
  return names.filter((name, index) => names.indexOf(name) !== index);
}

/**
 * The status nginx answers `path` with when the snippet decides it (a `return`, or 404 for an
 * `internal` location asked for directly), and the headers it adds.
 */
export function nginxHeadersFor(file: string, path: string): { status?: number; headers: Record<string, string> } {
  const location = nginxLocationFor(nginxLocations(file), path);
  const headers: Record<string, string> = {};
  let status: number | undefined;
  for (const line of location?.body ?? []) {
    const added = /^add_header\s+(\S+)\s+(".*"|\S+)\s+always;$/.exec(line);
    if (added) headers[added[1]!.toLowerCase()] = unquote(added[2]!);
    const typed = /^default_type\s+(".*"|\S+);$/.exec(line);
    if (typed) headers['content-type'] = unquote(typed[1]!);
    const returned = /^return\s+(\d+);$/.exec(line);
    if (returned) status = Number(returned[1]);
    if (line === 'internal;') status = 404;
  }
  return { status, headers };
}

/** The headers any of the three may set: the security set and the caching. */
const COMPARED = [...Object.keys(SECURITY_HEADERS), 'cache-control'];

/**
 * Checks that `serve`'s answer for `path` carries exactly the headers `_headers` and the nginx
 * snippet of `siteDir` declare for it, and that both declare the full set.
 */
export async function expectHostsAgree(siteDir: string, path: string, served: Record<string, unknown>): Promise<void> {
  const netlify = netlifyHeadersFor(await netlifyRulesOf(siteDir), path);
  const nginx = nginxHeadersFor(readFileSync(join(siteDir, 'nginx-headers.conf'), 'utf8'), path);
  expect(nginx, `nginx-headers.conf for ${path}`).toEqual({ status: undefined, headers: netlify });
  // And the type, for the files whose extension says too little (robots.txt, sitemap.xml).
  const compared = 'content-type' in netlify ? [...COMPARED, 'content-type'] : COMPARED;
  const sent = Object.fromEntries(compared.filter((name) => served[name] !== undefined).map((name) => [name, served[name]]));
  expect(sent, `serve for ${path}`).toEqual(netlify);
  expect(Object.keys(netlify).sort(), `_headers for ${path}`).toEqual([...compared].sort());
}
