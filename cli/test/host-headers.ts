import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { SECURITY_HEADERS } from '../../services/http/security-headers.ts';

// Small readers of the headers files the build writes, to compare what a host would send with
// what `serve` sends. They follow the hosts' documented matching, not the writer's code.

/**
 * Netlify / Cloudflare Pages: every block whose pattern matches contributes its headers; a
 * header two matching blocks set is joined with a comma, as Cloudflare documents.
 */
export function netlifyHeadersFor(file: string, path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let matches = false;
  for (const line of file.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      matches = patternRegExp(line.trim()).test(path);
      continue;
    }
    if (!matches) continue;
    const [, name, value] = /^\s+([^:]+):\s*(.*)$/.exec(line)!;
    const key = name!.toLowerCase();
    headers[key] = key in headers ? `${headers[key]}, ${value}` : value!;
  }
  return headers;
}

function patternRegExp(pattern: string): RegExp {
  return new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`);
}

interface NginxLocation {
  modifier: '=' | '~' | '^~' | '';
  match: string;
  body: string[];
}

/** nginx reads `\"` and `\\` inside a quoted string as `"` and `\`. */
function unquote(text: string): string {
  return text.startsWith('"') ? text.slice(1, -1).replace(/\\(["\\])/g, '$1') : text;
}

function nginxLocations(file: string): NginxLocation[] {
  const locations: NginxLocation[] = [];
  let current: NginxLocation | undefined;
  for (const line of file.split('\n').map((text) => text.trim())) {
    if (line === '' || line.startsWith('#')) continue;
    const opening = /^location\s+(?:(=|~|\^~)\s+)?(.+?)\s*\{$/.exec(line);
    if (opening) current = { modifier: (opening[1] ?? '') as NginxLocation['modifier'], match: unquote(opening[2]!), body: [] };
    else if (line === '}') {
      locations.push(current!);
      current = undefined;
    } else current?.body.push(line);
  }
  return locations;
}

/**
 * nginx's choice of location: an exact match; else the longest matching prefix when it is `^~`;
 * else the first matching regex; else the longest prefix.
 */
function nginxLocationFor(locations: readonly NginxLocation[], path: string): NginxLocation | undefined {
  const exact = locations.find(({ modifier, match }) => modifier === '=' && match === path);
  const longestPrefix = locations
    .filter(({ modifier, match }) => (modifier === '' || modifier === '^~') && path.startsWith(match))
    .sort((a, b) => b.match.length - a.match.length)[0];
  if (exact || longestPrefix?.modifier === '^~') return exact ?? longestPrefix;
  return locations.find(({ modifier, match }) => modifier === '~' && new RegExp(match).test(path)) ?? longestPrefix;
}

/** The status nginx answers `path` with when the snippet decides it (a `return`), and the headers it adds. */
export function nginxHeadersFor(file: string, path: string): { status?: number; headers: Record<string, string> } {
  const location = nginxLocationFor(nginxLocations(file), path);
  const headers: Record<string, string> = {};
  let status: number | undefined;
  for (const line of location?.body ?? []) {
    const added = /^add_header\s+(\S+)\s+(".*"|\S+)\s+always;$/.exec(line);
    if (added) headers[added[1]!.toLowerCase()] = unquote(added[2]!);
    const returned = /^return\s+(\d+);$/.exec(line);
    if (returned) status = Number(returned[1]);
  }
  return { status, headers };
}

/** The headers any of the three may set: the security set and the caching. */
const COMPARED = [...Object.keys(SECURITY_HEADERS), 'cache-control'];

/**
 * Checks that `serve`'s answer for `path` carries exactly the headers `_headers` and the nginx
 * snippet of `siteDir` declare for it, and that both declare the full set.
 */
export function expectHostsAgree(siteDir: string, path: string, served: Record<string, unknown>): void {
  const netlify = netlifyHeadersFor(readFileSync(join(siteDir, '_headers'), 'utf8'), path);
  const nginx = nginxHeadersFor(readFileSync(join(siteDir, 'nginx-headers.conf'), 'utf8'), path);
  expect(nginx, `nginx-headers.conf for ${path}`).toEqual({ status: undefined, headers: netlify });
  const sent = Object.fromEntries(COMPARED.filter((name) => served[name] !== undefined).map((name) => [name, served[name]]));
  expect(sent, `serve for ${path}`).toEqual(netlify);
  expect(Object.keys(netlify).sort(), `_headers for ${path}`).toEqual([...COMPARED].sort());
}
