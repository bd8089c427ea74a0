import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot } from '../../validation/paths.ts';
import { stopProcess } from '../../services/test/services-process.ts';

const WRANGLER = join(projectRoot, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
/** workerd refuses a date past its own, 2026-05-03 for wrangler 4.86's (and then asks the npm registry for a newer wrangler). */
const COMPATIBILITY_DATE = '2026-05-01';
const READY_WITHIN_MS = 60_000;

/**
 * Wrangler, told to contact no one: no usage metrics or crash reports, no `Request.cf` fetched
 * from Cloudflare (a default stands in), no banner (it asks the npm registry for a newer version),
 * and its logs, settings and device id in the project folder instead of the user's home.
 */
function offlineEnv(projectDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_SEND_ERROR_REPORTS: 'false',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    WRANGLER_HIDE_BANNER: 'true',
    XDG_CONFIG_HOME: join(projectDir, '.config'),
    WRANGLER_LOG_PATH: join(projectDir, '.logs'),
  };
}

export interface PagesDev {
  /** Where it answers, `http://127.0.0.1:<port>`. */
  baseURL: string;
  /** What wrangler has printed so far: its warnings about `_headers` (a rule skipped, a line ignored) among it. */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * `wrangler pages dev` of `projectDir/publish`, Cloudflare's own runtime serving the folder as
 * Pages would, with the project's `functions/` when it has one; `bindings` become the Functions'
 * `env`. On a port of its own choosing, read from its "Ready on" line.
 */
export function startPagesDev(projectDir: string, bindings: Readonly<Record<string, string>> = {}): Promise<PagesDev> {
  const args = ['pages', 'dev', 'publish', '--ip', '127.0.0.1', '--port', '0', '--inspector-port', '0', '--compatibility-date', COMPATIBILITY_DATE];
  const bound = Object.entries(bindings).flatMap(([name, value]) => ['--binding', `${name}=${value}`]);
  const child = spawn(process.execPath, [WRANGLER, ...args, ...bound, '--persist-to', join(projectDir, '.state'), '--show-interactive-dev-session=false'], {
    cwd: projectDir,
    env: offlineEnv(projectDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`wrangler pages dev was not ready within ${READY_WITHIN_MS} ms:\n${printed}`)), READY_WITHIN_MS);
    const fail = (error: Error) => {
      clearTimeout(timer);
      void stopProcess(child).then(() => reject(error));
    };
    const onData = (chunk: Buffer) => {
      printed += chunk.toString();
      const address = /Ready on (http:\/\/127\.0\.0\.1:\d+)/.exec(printed)?.[1];
      if (!address) return;
      clearTimeout(timer);
      resolve({ baseURL: address, output: () => printed, stop: () => stopProcess(child) });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => fail(new Error(`wrangler pages dev exited with ${code}:\n${printed}`)));
  });
}
