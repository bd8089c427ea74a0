import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PROBLEM_TYPES, sendProblem } from './http/problem.ts';

// Meaningful for one connection only, or recomputed for the new one (fetch has already decoded the body).
const NOT_FORWARDED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'content-length', 'content-encoding', 'proxy-authorization', 'te', 'trailer']);
const UPSTREAM_TIMEOUT_MS = 15_000;

function forwardedHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (NOT_FORWARDED.has(name) || value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set('x-forwarded-host', request.host);
  headers.set('x-forwarded-proto', request.protocol);
  return headers;
}

async function forward(upstream: URL, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const target = new URL(request.url, upstream);
  let response: Response;
  try {
    response = await fetch(target, {
      method: request.method,
      headers: forwardedHeaders(request),
      body: ['GET', 'HEAD'].includes(request.method) || !request.body ? undefined : new Uint8Array(request.body as Buffer),
      redirect: 'manual',
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    return sendProblem(reply, timedOut ? 504 : 502, PROBLEM_TYPES.internal, timedOut ? 'The upstream service did not answer in time' : 'The upstream service cannot be reached');
  }
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (!NOT_FORWARDED.has(name) && name !== 'set-cookie') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(Buffer.from(await response.arrayBuffer()));
}

/** Sends every /service/* call to `upstream` as it came, so `serve` can front a staging backend. */
export function registerUpstreamProxy(app: FastifyInstance, upstream: string): void {
  const base = new URL(upstream);
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // Bodies pass through untouched: the upstream validates them.
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.all('/service/*', (request, reply) => forward(base, request, reply));
  });
}
