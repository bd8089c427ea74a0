import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's nginx (scripts/setup.sh --browser installs it); NGINX names another. */
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
/** Debian's libnginx-mod-http-brotli-static, which serves the build's .br files as serve does. */
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const STARTUP_MS = 10_000;

export interface NginxShop {
  /**
   * Where the shop answers on its host. Only `/` for now: a shop under a path of its own (CH_FR at
   * `/fr/` beside CH at `/`) needs a build whose snippet names its addresses under that path.
   */
  path: string;
  /** The built country folder, uploaded as it is: dist/<code>. */
  siteDir: string;
}

/** One server block: a host (here a port) with its shops and the services behind `/service/`. */
export interface NginxHost {
  port: number;
  /** The services' origin (http://127.0.0.1:<port>), for `/service/` and the local tools' `/_dev/`. */
  services: string;
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
      proxy_pass ${services};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
    }`;
}

function shopLines(shop: NginxShop): string[] {
  if (shop.path !== '/') throw new Error(`a shop at ${shop.path} needs a build made for that path; only / is served for now`);
  return [`root ${shop.siteDir};`, `include ${join(shop.siteDir, 'nginx-headers.conf')};`];
}

function serverBlock(host: NginxHost): string {
  const lines = [
    `listen 127.0.0.1:${host.port};`,
    // The build's .br files, its .gz files for a browser without Brotli, and Vary: Accept-Encoding on both.
    'brotli_static on;',
    'gzip_static on;',
    'gzip_vary on;',
    ...host.shops.flatMap(shopLines),
  ];
  return `  server {\n${lines.map((line) => `    ${line}`).join('\n')}\n${proxyLocation('/service/', host.services)}\n${proxyLocation('/_dev/', host.services)}\n  }`;
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

${hosts.map(serverBlock).join('\n\n')}
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
