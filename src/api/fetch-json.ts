import { bundleBasePath } from '../config/bundle-base-path';
import { underBasePath } from '../config/shop-address';
import { readCookie } from './cookies';
import { FetchError, ResponseError } from './errors';
import { serverClock } from './server-clock';

/** Spec §7 and §9: every request gives up after 15 seconds unless told otherwise. */
export const REQUEST_TIMEOUT_MS = 15_000;
export const CSRF_COOKIE = 'csrfToken';
export const CSRF_HEADER = 'X-CSRF-Token';
/**
 * Where a visit without the token cookie gets its token (`{"csrfToken": …}`) and the secret it is
 * checked against: a static host serves the pages and sets no cookie.
 */
export const CSRF_TOKEN_PATH = '/service/customerfrontenddata/api/v1/csrftoken';

/** Runs around a request; may change it, or the answer. Used for logging, extra headers or tests. */
export type Middleware = (request: Request, next: (request: Request) => Promise<Response>) => Promise<Response>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  query?: Record<string, string | undefined>;
  headers?: Record<string, string>;
  /** @default 'same-origin' */
  credentials?: RequestCredentials;
  /** @default REQUEST_TIMEOUT_MS */
  timeoutMs?: number;
  cache?: RequestCache;
  signal?: AbortSignal;
  middleware?: readonly Middleware[];
}

/** The page's own origin; without a window (server rendering, tests) the spec's fallback `http://{host}`. */
export function pageOrigin(fallbackHost = 'localhost'): string {
  return typeof window === 'undefined' ? `http://${fallbackHost}` : window.location.origin;
}

// A service's path (`/service/…`) is under the shop's base path, as a shop under a path (CH_FR's /fr/) has its services there.
function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = new URL(underBasePath(bundleBasePath(), path), pageOrigin());
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(name, value);
  return url.href;
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export interface JsonAnswer<T> {
  /** Within 200–299; callers that tell 200 from 201 read it. */
  status: number;
  body: T;
}

/**
 * The one way the storefront talks to its services: JSON in and out, the CSRF header from the
 * page's cookie (asked for first when the visit has none), no referrer, a timeout, a
 * ResponseError for any status outside 200–299 and a FetchError when no answer came.
 */
export async function fetchJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await fetchJsonAnswer<T>(path, options)).body;
}

interface CsrfTokenAnswer {
  csrfToken: string;
}

/** The token this page asked for, shared by every caller; undefined until a call needs one. */
let tokenOfPage: Promise<string | undefined> | undefined;

function askForCsrfToken(): Promise<string | undefined> {
  return send<CsrfTokenAnswer | undefined>(CSRF_TOKEN_PATH, { cache: 'no-store' }, undefined).then(
    ({ body }) => (typeof body?.csrfToken === 'string' ? body.csrfToken : undefined),
    () => {
      // The call goes on without a token; a later one asks again.
      tokenOfPage = undefined;
      return undefined;
    },
  );
}

/**
 * The token to echo in X-CSRF-Token: the cookie's, or on a visit that has none yet, one asked for
 * once for the whole page, however many calls wait for it. Without a page (server rendering,
 * tests without a window) there is none.
 */
function csrfTokenForCall(): Promise<string | undefined> | string | undefined {
  const cookie = readCookie(CSRF_COOKIE);
  if (cookie || typeof window === 'undefined') return cookie;
  return (tokenOfPage ??= askForCsrfToken());
}

/** Forgets the token this page asked for, as a new page would; for tests. */
export function forgetCsrfToken(): void {
  tokenOfPage = undefined;
}

/** fetchJson, with the answer's status beside its body. */
export async function fetchJsonAnswer<T>(path: string, options: RequestOptions = {}): Promise<JsonAnswer<T>> {
  return send<T>(path, options, await csrfTokenForCall());
}

async function send<T>(path: string, options: RequestOptions, csrfToken: string | undefined): Promise<JsonAnswer<T>> {
  const url = buildUrl(path, options.query);
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  if (csrfToken) headers.set(CSRF_HEADER, csrfToken);
  if (options.json !== undefined) headers.set('Content-Type', 'application/json');
  const timeout = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const request = new Request(url, {
    method: options.method ?? 'GET',
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
    credentials: options.credentials ?? 'same-origin',
    referrerPolicy: 'no-referrer',
    cache: options.cache,
    signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
  });
  const through = (options.middleware ?? []).reduceRight<(request: Request) => Promise<Response>>(
    (next, middleware) => (current) => middleware(current, next),
    (current) => fetch(current),
  );
  let response: Response;
  const sentAt = Date.now();
  try {
    response = await through(request);
  } catch (error) {
    throw new FetchError(url, timeout.aborted, { cause: error });
  }
  serverClock.observe(response.headers.get('Date'), sentAt, Date.now());
  const body = await parseBody(response);
  if (!response.ok) throw new ResponseError(response.status, body, url);
  return { status: response.status, body: body as T };
}
