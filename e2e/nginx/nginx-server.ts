import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { releaseGuideBlock } from '../../cli/test/guide-blocks.ts';

/** Debian's nginx (scripts/setup.sh --browser installs it); NGINX names another. */
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
/** Debian's libnginx-mod-http-brotli-static, which serves the build's .br files as serve does. */
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const STARTUP_MS = 10_000;

export interface NginxShop {
  /** Where the shop answers on its host: `/`, or `/fr/` for CH_FR beside CH. */
  path: string;
  /** The built country folder, uploaded as it is: dist/<code>. */
  siteDir: string;
}

/** One server block: a host (here a port) with its shops side by side, and their services' origin (http://127.0.0.1:<port>). */
export interface NginxHost {
  port: number;
  services: string;
  shops: readonly NginxShop[];
}

export interface RunningNginx {
  /** The folder of the configuration, pid, logs and temporary files. */
  prefix: string;
  stop: () => Promise<void>;
}

/** Where a host's files are: each shop's folder under its path, as docs/release-engineers.md "Releasing" and "A shop under a path" upload them. */
function hostRoot(prefix: string, host: NginxHost): string {
  return join(prefix, `site-${host.port}`);
}

/** The guide's server block for a host like this one: DE's alone, or CH's with CH_FR under /fr/. */
function guideBlock(host: NginxHost): { block: string; root: string } {
  return host.shops.length > 1
    ? { block: releaseGuideBlock('nginx', '# CH at / and CH_FR at /fr/ on one host'), root: '/srv/shop/ch' }
    : { block: releaseGuideBlock('nginx', '# DE on a host of its own'), root: '/srv/shop/de' };
}

function replacedOnce(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`the guide's nginx block no longer has "${from}": update e2e/nginx/nginx-server.ts with it`);
  return text.replaceAll(from, to);
}

/**
 * The guide's server block as it stands, with this machine's port, folders and services, and the
 * services' local tools (`_dev/`, a test machine's only) proxied beside each shop's `service/`.
 */
function serverBlock(prefix: string, host: NginxHost): string {
  const { block, root } = guideBlock(host);
  let config = replacedOnce(block, 'listen 80;', `listen 127.0.0.1:${host.port};`);
  config = replacedOnce(config, root, hostRoot(prefix, host));
  config = replacedOnce(config, 'http://127.0.0.1:3000', host.services);
  const localTools = host.shops.map(({ path }) => `  location ${path}_dev/ {\n    add_header X-Services-Proxy "" always;\n    proxy_pass ${host.services};\n  }\n`);
  return config.replace(/}\s*$/, `${localTools.join('')}}`);
}

/** Copies each shop's build without its dot files to its path under the host's root, as `tar --exclude='.*'` does. */
function upload(prefix: string, host: NginxHost): void {
  for (const shop of host.shops) {
    cpSync(shop.siteDir, join(hostRoot(prefix, host), shop.path), { recursive: true, filter: (source) => !basename(source).startsWith('.') });
  }
}

/**
 * A whole nginx.conf for `nginx -c <it> -p <prefix>`: in the foreground, with its pid, log and
 * temporary files under `prefix`, so it runs beside any other nginx on the machine, as any user.
 */
export function nginxConfig(prefix: string, hosts: readonly NginxHost[]): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${join(prefix, `${name}_temp`)};`);
  return `load_module ${BROTLI_STATIC_MODULE};
daemon off;
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')} warn;

events {
  worker_connections 256;
}

http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
${temp.join('\n')}

${hosts.map((host) => serverBlock(prefix, host)).join('\n\n')}
}
`;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

async function untilListening(child: ChildProcess, ports: readonly number[], errors: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${errors()}`);
    if ((await Promise.all(ports.map(accepts))).every(Boolean)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not listen on ${ports.join(', ')} within ${STARTUP_MS} ms:\n${errors()}`);
}

/** Writes the configuration into a new temporary folder and starts nginx on it; `stop` ends it and removes the folder. */
export async function startNginx(hosts: readonly NginxHost[]): Promise<RunningNginx> {
  for (const { siteDir } of hosts.flatMap(({ shops }) => shops)) {
    if (!existsSync(join(siteDir, 'nginx-headers.conf'))) throw new Error(`${siteDir} is not built: run node bin/storefront.js build first`);
  }
  const prefix = mkdtempSync(join(tmpdir(), 'storefront-nginx-'));
  // nginx's workers run as another user than a master started by root: they must reach the uploaded files.
  chmodSync(prefix, 0o755);
  for (const host of hosts) upload(prefix, host);
  const config = join(prefix, 'nginx.conf');
  writeFileSync(config, nginxConfig(prefix, hosts));
  let stderr = '';
  // -e: the log of the start itself, before the configuration's error_log applies, goes there too.
  const child = spawn(NGINX, ['-c', config, '-p', prefix, '-e', join(prefix, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const errors = () => [stderr, existsSync(join(prefix, 'error.log')) ? readFileSync(join(prefix, 'error.log'), 'utf8') : ''].join('\n');
  const stop = async () => {
    // SIGQUIT: nginx finishes the requests under way, then exits with its worker.
    if (child.exitCode === null) child.kill('SIGQUIT');
    await exited(child);
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    await untilListening(
      child,
      hosts.map(({ port }) => port),
      errors,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { prefix, stop };
}
