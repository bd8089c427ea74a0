import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

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
  /** The shop's services' origin (http://127.0.0.1:<port>), for its `service/` and the local tools' `_dev/`. */
  services: string;
}

/** One server block: a host (here a port) with its shops side by side. */
export interface NginxHost {
  port: number;
  shops: readonly NginxShop[];
}

export interface RunningNginx {
  /** The folder of the configuration, pid, logs and temporary files. */
  prefix: string;
  stop: () => Promise<void>;
}

// As a real deployment proxies: the Host the browser sent (the services check it), and where the
// request came from. `/_dev/` is the reference services' local tools, on a test machine only.
function proxyLocation(path: string, services: string): string {
  return `    location ${path} {
      # As the guide says: an add_header here, empty so it sends nothing, keeps the snippet's server-level headers off the services' answers.
      add_header X-Services-Proxy "" always;
      proxy_pass ${services};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
    }`;
}

/** Where a host's files are: each shop's folder under its path, as docs/release-engineers.md "Releasing" and "A shop under a path" upload them. */
function hostRoot(prefix: string, host: NginxHost): string {
  return join(prefix, `site-${host.port}`);
}

function serverBlock(prefix: string, host: NginxHost): string {
  const root = hostRoot(prefix, host);
  const lines = [
    `listen 127.0.0.1:${host.port};`,
    `root ${root};`,
    // The build's .br files, its .gz files for a browser without Brotli, and Vary: Accept-Encoding on both.
    'brotli_static on;',
    'gzip_static on;',
    'gzip_vary on;',
    ...host.shops.map((shop) => `include ${join(root, shop.path, 'nginx-headers.conf')};`),
  ];
  const proxies = host.shops.flatMap((shop) => [proxyLocation(`${shop.path}service/`, shop.services), proxyLocation(`${shop.path}_dev/`, shop.services)]);
  return `  server {\n${lines.map((line) => `    ${line}`).join('\n')}\n${proxies.join('\n')}\n  }`;
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
