import type { FastifyError, FastifyInstance } from 'fastify';
import { PROBLEM_TYPES, sendProblem } from './problem.ts';

/**
 * Every failure becomes a problem body with a plain sentence: bad input is a 400 that says what
 * was wrong, anything unexpected a 500 that reveals nothing of the server (no stack, no SQL).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return sendProblem(reply, 400, PROBLEM_TYPES.badRequest, 'The request is not valid', `${error.validationContext ?? 'body'}${error.message.replace(/^(body|querystring|params|headers)/, '')}`);
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendProblem(reply, 400, PROBLEM_TYPES.badRequest, 'The request body is too large', `at most ${app.initialConfig.bodyLimit} bytes are accepted`);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendProblem(reply, status, PROBLEM_TYPES.badRequest, 'The request is not valid', error.message);
    request.log.error(error);
    return sendProblem(reply, 500, PROBLEM_TYPES.internal, 'Something went wrong on our side');
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/service/')) return sendProblem(reply, 404, PROBLEM_TYPES.notFound, 'No such service call');
    return reply.code(404).type('text/plain; charset=utf-8').send('Page not found');
  });
}
