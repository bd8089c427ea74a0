import fastifyReplyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PROTECTED_GET_PATHS } from './http/csrf.ts';
import { PROBLEM_TYPES, sendProblem } from './http/problem.ts';
import { upstreamAnswerHeaders, upstreamRequestHeaders } from './upstream/proxy-headers.ts';
import { forwardedServicePath, rawQuery } from './upstream/service-path.ts';

const DEFAULT_TIMEOUT_MS = 15_000;
const SERVICE_PREFIX = '/service/';

interface ServiceCall {
  Params: { '*'?: string };
}

function answerFailure(reply: FastifyReply, error: Error & { statusCode?: number }): void {
  // reply-from marks a missed headers or connect timeout with 504; any other failure left no answer to pass on.
  if (error.statusCode === 504) void sendProblem(reply, 504, PROBLEM_TYPES.upstream, 'The upstream service did not answer in time');
  else void sendProblem(reply, 502, PROBLEM_TYPES.upstream, 'The upstream service cannot be reached');
}

/**
 * Sends every /service/* call to `upstream`, under its base path, so `serve` can front a staging
 * backend. Only that origin is ever contacted; bodies stream both ways.
 */
export async function registerUpstreamProxy(app: FastifyInstance, upstream: string, options: { timeoutMs?: number } = {}): Promise<void> {
  const base = new URL(upstream);
  // `https://host/gateway` and `https://host/gateway/` name the same base.
  const basePath = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  await app.register(async (scope) => {
    await scope.register(fastifyReplyFrom, {
      base: base.origin,
      // reply-from turns certificate checks off unless told otherwise.
      undici: { headersTimeout: timeoutMs, bodyTimeout: timeoutMs, connect: { timeout: timeoutMs, rejectUnauthorized: true } },
      // By default a GET answered 503 is sent again up to ten times; the caller should see the 503.
      retryMethods: [],
      destroyAgent: true,
      // Fastify already logs each request and its answer; these would repeat them.
      disableRequestLogging: true,
    });
    // Bodies pass through unread, whatever their type or size: the upstream parses and limits them.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    const forward = (request: FastifyRequest<ServiceCall>, reply: FastifyReply): FastifyReply => {
      // The protected GETs are routes of their own, with no wildcard: their path is the route's.
      // Under a shop's base path (`/fr/service/…`) too.
      const route = request.routeOptions.url!;
      const wildcard = request.params['*'] ?? route.slice(route.indexOf(SERVICE_PREFIX) + SERVICE_PREFIX.length);
      const path = forwardedServicePath(wildcard, request.url);
      if (path === undefined) {
        return sendProblem(reply, 400, PROBLEM_TYPES.badRequest, 'This service address is not forwarded', 'dot segments, empty segments, encoded slashes and backslashes are refused');
      }
      return reply.from(`${basePath}${path}`, {
        queryString: () => rawQuery(request.url),
        rewriteRequestHeaders: upstreamRequestHeaders,
        rewriteHeaders: upstreamAnswerHeaders,
        onError: (_sameReply, { error }) => answerFailure(reply, error),
      });
    };
    // Two routes, so that the CSRF check guarding state-changing methods leaves GET, HEAD and OPTIONS
    // alone; and the GETs the spec protects as routes of their own, so that the check guards them here too.
    scope.route<ServiceCall>({ method: ['GET', 'HEAD', 'OPTIONS'], url: `${SERVICE_PREFIX}*`, handler: forward });
    scope.route<ServiceCall>({ method: ['DELETE', 'PATCH', 'POST', 'PUT'], url: `${SERVICE_PREFIX}*`, handler: forward });
    for (const url of PROTECTED_GET_PATHS) scope.route<ServiceCall>({ method: 'GET', url, handler: forward });
  });
}
