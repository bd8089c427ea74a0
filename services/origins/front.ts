import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { isOnOwnPort, parseHost } from '../http/allowed-hosts.ts';
import { PROBLEM_CONTENT_TYPE, problemBody, problemTypeFor } from '../http/problem.ts';
import { SECURITY_HEADERS } from '../http/security-headers.ts';

/** The names the index of every country answers on, rather than one country's shop. */
const INDEX_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Answered here, before any app's hooks run, so with the headers the apps' helmet would send. */
export function answerProblem(response: ServerResponse, status: number, title: string): void {
  const body = JSON.stringify(problemBody(status, problemTypeFor(status), title));
  response.writeHead(status, { ...SECURITY_HEADERS, 'content-type': PROBLEM_CONTENT_TYPE, 'content-length': String(Buffer.byteLength(body)) }).end(body);
}

export function hostHeaderCount(request: IncomingMessage): number {
  // Node keeps the first of several Host headers in `headers`; the raw list has them all.
  return request.rawHeaders.filter((name, index) => index % 2 === 0 && name.toLowerCase() === 'host').length;
}

/**
 * Hands each request to the app of the origin its Host names (`de.localhost` → DE's), or to
 * `index` for the bare loopback names. The decision is made on the parsed Host and the port the
 * request came in on; a request target in absolute form, which would name a host of its own, is
 * refused, as are several Host headers, so no app reads another host than the one routed on.
 */
export function originFront(appsByHostname: ReadonlyMap<string, RequestListener>, index: RequestListener): RequestListener {
  return (request, response) => {
    const host = hostHeaderCount(request) === 1 ? parseHost(request.headers.host) : undefined;
    if (!host) return answerProblem(response, 400, 'The Host header is missing or not valid');
    if (!request.url?.startsWith('/')) return answerProblem(response, 400, 'The request target must be a path');
    const handler = INDEX_NAMES.has(host.hostname) ? index : appsByHostname.get(host.hostname);
    if (!handler || !isOnOwnPort(host, request.socket)) return answerProblem(response, 421, 'This server does not answer for that host');
    handler(request, response);
  };
}
