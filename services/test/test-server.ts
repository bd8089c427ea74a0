import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import { bundleDataOfFolder } from '../../validation/bundle-data.ts';
import { paths } from '../../validation/paths.ts';
import { underBasePath } from '../../src/config/shop-address.ts';
import { CSRF_COOKIE, CSRF_TOKEN_PATH } from '../http/csrf.ts';
import { createServer, type ServerOptions } from '../server.ts';

/** A clock the test moves by hand. */
export class TestClock {
  constructor(private current = new Date('2026-11-22T10:00:00Z')) {}
  now = () => new Date(this.current);
  set(date: Date | string): void {
    this.current = new Date(date);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export function loadCountries(): CountryConfig[] {
  return bundleDataOfFolder(paths.countries);
}

export interface RunningServices {
  baseURL: string;
  app: FastifyInstance;
  clock: TestClock;
  dataDir: string;
  /** Stops the server; the data folder stays until `remove()`, so a restart can reuse it. */
  close: () => Promise<void>;
  remove: () => void;
}

/** The reference services on a free loopback port with their own temporary database. */
export async function startServices(
  options: Partial<ServerOptions> & { countryCode?: string; clock?: TestClock } = {},
): Promise<RunningServices> {
  const countries = loadCountries();
  const country = countries.find(({ code }) => code === (options.countryCode ?? 'DE'))!;
  const clock = options.clock ?? new TestClock();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'storefront-services-'));
  const app = await createServer({ country, countries, dataDir, clock, devTools: !options.upstream, ...options });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { baseURL: address, app, clock, dataDir, close: () => app.close(), remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** Statuses whose answer has no body, which a Response cannot be made with. */
const NO_BODY = new Set([101, 204, 205, 304]);

/** One request over node:http, which can send from another loopback address (fetch cannot). */
function send(url: URL, init: { method: string; headers: Record<string, string>; body?: string; localAddress?: string }): Promise<Response> {
  return new Promise((resolve, reject) => {
    // Node adds no Content-Length to a DELETE with a body; the server would read the body as the next request.
    const length = init.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(init.body)) };
    const outgoing = httpRequest(url, { method: init.method, headers: { ...init.headers, ...length }, localAddress: init.localAddress, agent: false }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) for (const one of [value ?? []].flat()) headers.append(name, one);
        const status = incoming.statusCode!;
        resolve(new Response(NO_BODY.has(status) ? null : Buffer.concat(chunks), { status, headers }));
      });
    });
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}

/**
 * A browser-like caller: keeps the cookies it is given and, like the pages, asks for a CSRF token
 * when it holds none and echoes the CSRF cookie in the X-CSRF-Token header on every call. `localAddress` (127.0.0.2, …) makes it
 * another client as the server sees it.
 */
export class HttpClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly baseURL: string,
    /** `basePath`: where the shop's services are, `/fr/` for a shop under a path. */
    private readonly options: { localAddress?: string; basePath?: string } = {},
  ) {}

  async request(method: string, path: string, init: { json?: unknown; headers?: Record<string, string>; csrf?: boolean; body?: string } = {}): Promise<Response> {
    // As the pages do on a visit's first call.
    if (!this.cookies.has(CSRF_COOKIE)) await this.fetchRaw('GET', underBasePath(this.basePath, CSRF_TOKEN_PATH), {});
    const headers: Record<string, string> = { ...init.headers };
    if (init.csrf !== false && this.cookies.has(CSRF_COOKIE)) headers['x-csrf-token'] = this.cookies.get(CSRF_COOKIE)!;
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    return this.fetchRaw(method, path, { headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
  }

  /** Where the shop's services and local tools are: `/`, or `/fr/` for a shop under a path. */
  get basePath(): string {
    return this.options.basePath ?? '/';
  }


  private async fetchRaw(method: string, path: string, init: { headers?: Record<string, string>; body?: string }): Promise<Response> {
    const cookieHeader = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await send(new URL(path, this.baseURL), {
      method,
      body: init.body,
      headers: { ...init.headers, ...(cookieHeader ? { cookie: cookieHeader } : {}) },
      localAddress: this.options.localAddress,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      const expired = attributes.some((attribute) => /^\s*max-age=0$/i.test(attribute) || /^\s*expires=Thu, 01 Jan 1970/i.test(attribute));
      if (expired) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join('='));
    }
    return response;
  }
}
