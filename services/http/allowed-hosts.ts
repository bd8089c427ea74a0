import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HEALTH_PATH } from './health.ts';
import { PROBLEM_TYPES, sendProblem } from './problem.ts';

/** Loopback names, one `*.localhost` name per country included: a rebound DNS name is none of them. */
const LOOPBACK_NAME = /^(?:127\.0\.0\.1|\[::1\]|localhost|[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.localhost)$/;

/**
 * The Host header as the URL parser reads it: a host name and a port, nothing else. A header the
 * parser would change other than in case and a default port of 80 (user info, a path, a query,
 * `%`-escapes, an IPv6 address not in its shortest form) is refused rather than read one way here
 * and another way elsewhere; so is a missing one.
 */
export function parseHost(header: string | undefined): URL | undefined {
  if (!header || !URL.canParse(`http://${header}`)) return undefined;
  const host = new URL(`http://${header}`);
  const written = header.toLowerCase();
  return written === host.host || written === `${host.host}:80` ? host : undefined;
}

/** Whether `host` names the port the request came in on, 80 when it names none. */
export function isOnOwnPort(host: URL, socket: Socket): boolean {
  return (host.port || '80') === String(socket.localPort);
}

/** The shop's own host: its name and port, where a Host that names no port means the port of the shop's scheme, as the browser leaves it out. */
function isShopHost(host: URL, shopUrl: URL | undefined): boolean {
  if (shopUrl === undefined || host.hostname !== shopUrl.hostname) return false;
  const schemePort = shopUrl.protocol === 'https:' ? '443' : '80';
  return (host.port || schemePort) === (shopUrl.port || schemePort);
}

function isLoopbackOnOwnPort(host: URL, socket: Socket): boolean {
  return isOnOwnPort(host, socket) && LOOPBACK_NAME.test(host.hostname);
}

/**
 * Answers only requests that name this server: a loopback name on the port it listens on, or the
 * shop's own address. A page of another site whose name was rebound to 127.0.0.1 reaches nothing,
 * and the Host header that the other-site check compares with is one this server vouches for.
 * The health check answers any name: an orchestrator asks for it by the machine's own address.
 */
export function registerAllowedHosts(app: FastifyInstance, shopUrl: URL | undefined): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.routeOptions.url === HEALTH_PATH) return;
    // A trusted proxy's X-Forwarded-Host where the server trusts one (`trustProxy`), else Host.
    const host = parseHost(request.host);
    if (!host) return sendProblem(reply, 400, PROBLEM_TYPES.badRequest, 'The Host header is missing or not valid');
    if (!isLoopbackOnOwnPort(host, request.socket) && !isShopHost(host, shopUrl)) {
      return sendProblem(reply, 421, PROBLEM_TYPES.misdirected, 'This server does not answer for that host');
    }
  });
}
