import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PROBLEM_TYPES, sendProblem } from './problem.ts';

/** Loopback names, one `*.localhost` name per country included: a rebound DNS name is none of them. */
const LOOPBACK_NAME = /^(?:127\.0\.0\.1|\[::1\]|localhost|[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.localhost)$/i;

function hostOf(header: string): URL | undefined {
  return URL.canParse(`http://${header}`) ? new URL(`http://${header}`) : undefined;
}

/**
 * Answers only requests that name this server: a loopback name on the port it listens on, or the
 * shop's own address. A page of another site whose name was rebound to 127.0.0.1 reaches nothing,
 * and the Host header that the other-site check compares with is one this server vouches for.
 */
export function registerAllowedHosts(app: FastifyInstance, shopUrl: URL | undefined): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.host;
    const host = header ? hostOf(header) : undefined;
    if (!header || !host || host.pathname !== '/' || host.username || host.password) {
      return sendProblem(reply, 400, PROBLEM_TYPES.badRequest, 'The Host header is missing or not valid');
    }
    const onOwnPort = host.port === String(request.socket.localPort) && LOOPBACK_NAME.test(host.hostname);
    if (!onOwnPort && host.host !== shopUrl?.host) {
      return sendProblem(reply, 421, PROBLEM_TYPES.misdirected, 'This server does not answer for that host');
    }
  });
}
