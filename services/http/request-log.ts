import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

/** A request id a trusted front set (nginx's $request_id, a load balancer's), taken on when it is one; anything else gets a new one. */
const REQUEST_ID_HEADER = 'x-request-id';
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

function requestIdFrom(isTrusted: (address: string | undefined) => boolean) {
  return (request: IncomingMessage): string => {
    const given = request.headers[REQUEST_ID_HEADER];
    return isTrusted(request.socket.remoteAddress) && typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
  };
}

/** The route the router matched, never the address asked for, whose path and query may hold a token. */
function routeOf(request: FastifyRequest): string | null {
  return request.routeOptions?.url ?? null;
}

/**
 * Fastify's own lines, one per request once it is answered (its default is two, the first on
 * arrival), naming method, route, status and time. No client address, header, cookie or body.
 */
class OneLinePerRequest extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'requestId' });
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { method: request.method, route: routeOf(request), status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}

/**
 * Fastify's logger as the services log in production: JSON lines on standard output, each with
 * the shop and the request's id; nothing secret or personal reaches them.
 */
export function requestLogOptions(shop: string, isTrusted: (address: string | undefined) => boolean): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'logController'> {
  return {
    logger: {
      level: 'info',
      base: { shop },
      // An error logged with its request (a 500) names the route alone, as the lines do.
      serializers: { req: (request: FastifyRequest) => ({ method: request.method, route: routeOf(request) }) },
    },
    genReqId: requestIdFrom(isTrusted),
    logController: new OneLinePerRequest(),
  };
}

/** The request's id goes back to the caller, for a support ticket to name. */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
}
