import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cookieOptions } from './cookies.ts';
import { PROBLEM_TYPES, sendProblem } from './problem.ts';
import { randomToken, sameSecret } from './tokens.ts';

export const CSRF_COOKIE = 'csrfToken';
export const CSRF_HEADER = 'x-csrf-token';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route needs the CSRF header even though its method is safe (spec §7: psdata). */
    csrf?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isCrossOrigin(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  return origin !== undefined && origin !== `${request.protocol}://${request.host}`;
}

/**
 * Double-submit CSRF protection: every page gets a readable `csrfToken` cookie, and a call that
 * changes state must echo it in the `X-CSRF-Token` header, which another origin can neither read
 * nor send. State-changing requests from another origin are refused outright.
 */
export function registerCsrf(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.cookies[CSRF_COOKIE]) {
      reply.setCookie(CSRF_COOKIE, randomToken(), cookieOptions(request, { httpOnly: false, sameSite: 'strict' }));
    }
    const changesState = !SAFE_METHODS.has(request.method);
    if (changesState && isCrossOrigin(request)) {
      return sendProblem(reply, 403, PROBLEM_TYPES.forbidden, 'Requests from another origin are not accepted');
    }
    const needsToken = (changesState && request.url.startsWith('/service/')) || request.routeOptions.config.csrf === true;
    if (!needsToken) return;
    const header = request.headers[CSRF_HEADER];
    const cookie = request.cookies[CSRF_COOKIE];
    if (typeof header !== 'string' || !cookie || !sameSecret(header, cookie)) {
      return sendProblem(reply, 403, PROBLEM_TYPES.forbidden, 'Missing or wrong CSRF token', `send the ${CSRF_COOKIE} cookie's value in the X-CSRF-Token header`);
    }
  });
}
