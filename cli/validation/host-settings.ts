import { lstatSync } from 'node:fs';
import { join } from 'node:path';
import { refusalAt } from './data-folders.ts';
import type { Diagnostic } from './diagnostic.ts';

/**
 * Names a static host reads, at the top of the folder it publishes, as its own settings rather than
 * as files to serve: Cloudflare Pages runs `_worker.js` in front of every address and follows
 * `_redirects` and `_routes.json`; Netlify follows `_redirects` and `netlify.toml`. In public/ they
 * would reach the published folder with the shop's files, so one pull request could take over or
 * redirect every page. The build writes `_headers` and `nginx-headers.conf` itself.
 */
const HOST_SETTINGS = ['_worker.js', '_redirects', '_routes.json', '_headers', 'netlify.toml', 'nginx-headers.conf'];

/** Each host setting public/ holds, as an error at its path. */
export function hostSettingsIn(publicDir: string): Diagnostic[] {
  return HOST_SETTINGS.filter((name) => lstatSync(join(publicDir, name), { throwIfNoEntry: false })).map((name) =>
    refusalAt(
      join(publicDir, name),
      `a static host reads ${name} as its own settings, not as a file of the shop (it could run or redirect every address); allowed: files the pages show. The build writes the hosts' settings itself (_headers, nginx-headers.conf); the guide for release engineers gives the rest`,
    ),
  );
}
