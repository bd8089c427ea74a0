import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { CSRF_COOKIE } from './csrf.ts';
import { SECURITY_HEADERS } from './security-headers.ts';
import { PROBLEM_CONTENT_TYPE, PROBLEM_TYPES, problemBody, problemTypeFor, sendProblem, statusTitle } from './problem.ts';

function clientErrorStatus(error: NodeJS.ErrnoException): number {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/**
 * Requests that never reach Fastify (a request line or headers over Node's limit, a broken request)
 * are answered on the raw socket, in the same problem shape as every other error.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const status = clientErrorStatus(error);
  const body = JSON.stringify(problemBody(status, problemTypeFor(status), statusTitle(status)));
  const headers = { ...SECURITY_HEADERS, 'content-type': PROBLEM_CONTENT_TYPE, 'content-length': String(Buffer.byteLength(body)), connection: 'close' };
  const head = [`HTTP/1.1 ${status} ${statusTitle(status)}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
}

/** A path the router cannot decode (`%ZZ`) or a parameter over its length: answered before any hook runs. */
function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  void sendProblem(reply.headers(SECURITY_HEADERS), status, problemTypeFor(status), status === 414 ? 'The address is too long' : 'The address is not valid');
}

/** An `Expect` other than 100-continue, which Node would refuse with an empty 417. */
function answerUnmetExpectation(_request: IncomingMessage, response: ServerResponse): void {
  const body = JSON.stringify(problemBody(417, PROBLEM_TYPES.badRequest, 'Only Expect: 100-continue is understood'));
  response.writeHead(417, { ...SECURITY_HEADERS, 'content-type': PROBLEM_CONTENT_TYPE }).end(body);
}

/** Server options that make the errors Fastify and Node answer themselves problem bodies too. */
export const problemServerOptions: Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> = {
  frameworkErrors: answerFrameworkError,
  clientErrorHandler: answerClientError,
};

/** Errors Node's server answers with no hook of Fastify's: problem bodies, with the shop's headers. */
export function registerServerErrors(server: Server): void {
  server.on('checkExpectation', answerUnmetExpectation);
}

const JSON_BODY_PROBLEMS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'the body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'the body is empty',
};

/**
 * Every failure becomes a problem body with a plain sentence: bad input is a 4xx that says what
 * was wrong, anything unexpected a 500 that reveals nothing of the server (no stack, no SQL).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return sendProblem(reply, 400, PROBLEM_TYPES.badRequest, 'The request is not valid', `${error.validationContext ?? 'body'}${error.message.replace(/^(body|querystring|params|headers)/, '')}`);
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendProblem(reply, 413, PROBLEM_TYPES.tooLarge, 'The request body is too large', `at most ${request.routeOptions.bodyLimit} bytes are accepted`);
    }
    // Fastify's own messages name application/json, also for a text/plain body parsed as JSON (a beacon's).
    if (Object.hasOwn(JSON_BODY_PROBLEMS, error.code)) {
      return sendProblem(reply, 400, PROBLEM_TYPES.badRequest, 'The request is not valid', JSON_BODY_PROBLEMS[error.code]!);
    }
    if (error.code?.startsWith('FST_CSRF_')) {
      return sendProblem(reply, 403, PROBLEM_TYPES.forbidden, 'Missing or wrong CSRF token', `send the ${CSRF_COOKIE} cookie's value in the X-CSRF-Token header`);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendProblem(reply, status, problemTypeFor(status), statusTitle(status), error.message);
    request.log.error(error);
    return sendProblem(reply, 500, PROBLEM_TYPES.internal, 'Something went wrong on our side');
  });

  app.setNotFoundHandler((_request, reply) => sendProblem(reply, 404, PROBLEM_TYPES.notFound, 'Nothing is here'));
}
