import fastifyCsrf from '@fastify/csrf-protection';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { underBasePath } from '../../src/config/shop-address.ts';
import { PROBLEM_TYPES, sendProblem } from './problem.ts';
import { isShopOrigin } from './shop-address.ts';

/** The token the pages read and echo in the X-CSRF-Token header (spec §7). */
export const CSRF_COOKIE = 'csrfToken';
export const CSRF_HEADER = 'x-csrf-token';
/** The secret the token is checked against; HttpOnly, so a script can read the token but never forge one. */
const CSRF_SECRET_COOKIE = 'csrfSecret';
/**
 * Where a page without a token cookie gets one (`{"csrfToken": …}`), together with the HttpOnly
 * secret it is checked against: the first call of a visit, since a static host sets no cookies.
 */
export const CSRF_TOKEN_PATH = '/service/customerfrontenddata/api/v1/csrftoken';
const LOCAL_TOOLS_PREFIX = '/_dev/';
/** The field a plain HTML form (the local /_dev pages) carries the token in. */
export const CSRF_FORM_FIELD = '_csrf';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Whether the route needs the CSRF token and refuses other sites. Default: every method but
     * GET, HEAD and OPTIONS, and the GETs of PROTECTED_GET_PATHS. `false` for a POST that changes
     * nothing (a page's form fallback).
     */
    csrf?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Spec §7 calls that use GET yet change state (logout, renewal) or answer with personal data
 * (psdata): protected like a POST, by the reference services and by the --upstream front alike.
 */
export const PROTECTED_GET_PATHS: readonly string[] = [
  '/service/preview/api/auth/logout',
  '/service/preview/api/auth/login/renew',
  '/service/customerfrontenddata/api/v1/psdata',
];

function cookieSettings(httpOnly: boolean): CookieSerializeOptions {
  return { path: '/', httpOnly, sameSite: 'strict', secure: 'auto' };
}

function isProtected(route: RouteOptions, basePath: string): boolean {
  const methods = [route.method].flat();
  const protectedGets = PROTECTED_GET_PATHS.map((path) => underBasePath(basePath, path));
  return route.config?.csrf ?? (protectedGets.includes(route.url) || methods.some((method) => !SAFE_METHODS.has(method)));
}

/**
 * Browsers say where a request comes from in Sec-Fetch-Site; older ones only in Origin. Anything
 * but this origin itself, or a person typing the address, is refused: another shop's origin on
 * the same site (de.localhost, tr.localhost) included.
 */
function comesFromElsewhere(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  return origin !== undefined && !isShopOrigin(request, origin);
}

/** Refuses a request from another site; for a route without the token (`csrf: false`) that still takes only its own pages' calls. */
export async function refuseOtherSites(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (comesFromElsewhere(request)) await sendProblem(reply, 403, PROBLEM_TYPES.forbidden, 'Requests from another site are not accepted');
}

/** This browser's token on a local /_dev page: the one it sent, or the one this answer gives it. */
export function csrfTokenOf(request: FastifyRequest): string {
  return request.cookies[CSRF_COOKIE]!;
}

/**
 * A token made from this browser's secret, or from a new one set as its HttpOnly cookie when it
 * holds none: every token made from one secret stays valid, so another tab's keeps working. The
 * readable cookie gets it too, for the page's later calls.
 */
function issueCsrfToken(request: FastifyRequest, reply: FastifyReply): string {
  const token = reply.generateCsrf();
  reply.setCookie(CSRF_COOKIE, token, cookieSettings(false));
  // As the browser will hold it from now on, for a page that puts the token into a form.
  request.cookies[CSRF_COOKIE] = token;
  return token;
}

function csrfToken(request: FastifyRequest): string | undefined {
  const header = request.headers[CSRF_HEADER];
  if (typeof header === 'string') return header;
  const field = (request.body as Record<string, unknown> | undefined)?.[CSRF_FORM_FIELD];
  return typeof field === 'string' ? field : undefined;
}

/**
 * Signed double-submit CSRF protection by @fastify/csrf-protection. A browser asks CSRF_TOKEN_PATH
 * for a token and gets an HttpOnly secret with it (the local /_dev pages hand both out with the
 * page); a protected route needs the token back (header, or a form field on the local forms) and
 * refuses requests from other sites whatever their method.
 * Which routes are protected is decided per route, on what the router matched, never on the URL;
 * the services of a shop under a path (`/fr/`) are routes under it.
 */
export async function registerCsrf(app: FastifyInstance, basePath = '/'): Promise<void> {
  // Its refusals at debug level: the request's own log line says 403, and it is the only line a request makes.
  await app.register(fastifyCsrf, { cookieKey: CSRF_SECRET_COOKIE, cookieOpts: cookieSettings(true), getToken: csrfToken, logLevel: 'debug' });

  // The local /_dev pages are forms without script: they carry the token in a hidden field, so
  // they get one with the page. The shop's pages ask for theirs (CSRF_TOKEN_PATH), as they must on
  // a host that serves only the files.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.url?.startsWith(underBasePath(basePath, LOCAL_TOOLS_PREFIX))) return;
    if (request.cookies[CSRF_COOKIE] && request.cookies[CSRF_SECRET_COOKIE]) return;
    // A token from a lost secret would fail every call: start both afresh.
    delete request.cookies[CSRF_SECRET_COOKIE];
    issueCsrfToken(request, reply);
  });

  // A route of the front itself, with --upstream too: the front checks the token on the protected
  // calls before it forwards them, against the secret this answer sets.
  app.get(underBasePath(basePath, CSRF_TOKEN_PATH), { config: { csrf: false }, onRequest: refuseOtherSites }, async (request, reply) => {
    // Each answer is this browser's own: no cache may keep it or give it to another.
    reply.header('Cache-Control', 'no-store');
    return { csrfToken: issueCsrfToken(request, reply) };
  });

  app.addHook('onRoute', (route) => {
    if (!isProtected(route, basePath)) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), refuseOtherSites];
    // After parsing, so that a form's hidden field counts; before the body is validated or used.
    route.preValidation = [app.csrfProtection, ...[route.preValidation ?? []].flat()];
  });
}
