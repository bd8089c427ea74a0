import fastifyCsrf from '@fastify/csrf-protection';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { underBasePath } from '../../src/config/shop-address.ts';
import { PROBLEM_TYPES, sendProblem } from './problem.ts';

/** The token the pages read and echo in the X-CSRF-Token header (spec §7). */
export const CSRF_COOKIE = 'csrfToken';
export const CSRF_HEADER = 'x-csrf-token';
/** The secret the token is checked against; HttpOnly, so a script can read the token but never forge one. */
const CSRF_SECRET_COOKIE = 'csrfSecret';
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
  return origin !== undefined && origin !== `${request.protocol}://${request.host}`;
}

async function refuseOtherSites(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (comesFromElsewhere(request)) await sendProblem(reply, 403, PROBLEM_TYPES.forbidden, 'Requests from another site are not accepted');
}

/** This browser's token: the one it sent, or the one this answer gives it. */
export function csrfTokenOf(request: FastifyRequest): string {
  return request.cookies[CSRF_COOKIE]!;
}

function csrfToken(request: FastifyRequest): string | undefined {
  const header = request.headers[CSRF_HEADER];
  if (typeof header === 'string') return header;
  const field = (request.body as Record<string, unknown> | undefined)?.[CSRF_FORM_FIELD];
  return typeof field === 'string' ? field : undefined;
}

/**
 * Signed double-submit CSRF protection by @fastify/csrf-protection. Every browser gets an HttpOnly
 * secret and a readable token made from it; a protected route needs the token back (header, or a
 * form field on the local forms) and refuses requests from other sites whatever their method.
 * Which routes are protected is decided per route, on what the router matched, never on the URL;
 * the services of a shop under a path (`/fr/`) are routes under it.
 */
export async function registerCsrf(app: FastifyInstance, basePath = '/'): Promise<void> {
  await app.register(fastifyCsrf, { cookieKey: CSRF_SECRET_COOKIE, cookieOpts: cookieSettings(true), getToken: csrfToken });

  app.addHook('onRequest', async (request, reply) => {
    if (request.cookies[CSRF_COOKIE] && request.cookies[CSRF_SECRET_COOKIE]) return;
    // A token from a lost secret would fail every call: start both afresh.
    delete request.cookies[CSRF_SECRET_COOKIE];
    const token = reply.generateCsrf();
    reply.setCookie(CSRF_COOKIE, token, cookieSettings(false));
    // As the browser will hold it from now on, for a page that puts the token into a form.
    request.cookies[CSRF_COOKIE] = token;
  });

  app.addHook('onRoute', (route) => {
    if (!isProtected(route, basePath)) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), refuseOtherSites];
    // After parsing, so that a form's hidden field counts; before the body is validated or used.
    route.preValidation = [app.csrfProtection, ...[route.preValidation ?? []].flat()];
  });
}
