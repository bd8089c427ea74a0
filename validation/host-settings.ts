import { lstatSync, readdirSync } from 'node:fs';
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

/**
 * Each host setting at the top of public/, as an error at its path. Named in any case and with
 * spaces around: a release made on macOS or Windows, whose file systems ignore case, would publish
 * `_Redirects` as `_redirects`.
 */
export function hostSettingsIn(publicDir: string): Diagnostic[] {
  const entries = lstatSync(publicDir, { throwIfNoEntry: false })?.isDirectory() ? readdirSync(publicDir) : [];
  return entries
    .filter((entry) => HOST_SETTINGS.includes(entry.trim().toLowerCase()))
    .map((entry) =>
      refusalAt(
        join(publicDir, entry),
        `a static host reads ${entry.trim().toLowerCase()} as its own settings, not as a file of the shop (it could run or redirect every address); allowed: files the pages show. The build writes the hosts' settings itself (_headers, nginx-headers.conf); the guide for release engineers gives the rest`,
      ),
    );
}
