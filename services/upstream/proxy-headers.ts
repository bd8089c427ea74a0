import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { SECURITY_HEADERS } from '../http/security-headers.ts';

/** Headers about one connection (RFC 9110 §7.6.1): they never cross the proxy, in either direction. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade'];

/** The headers without the hop-by-hop ones and without those their Connection header names. */
export function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const named = String(headers.connection ?? '').split(',').map((name) => name.trim().toLowerCase());
  const dropped = new Set([...HOP_BY_HOP, ...named]);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !dropped.has(name)));
}

/**
 * The caller's headers the upstream gets: only those the spec's calls (§7) and an HTTP exchange
 * need. Everything else stays behind, so no header a proxy, CDN or framework might read as the
 * client's address, the host, the path or the method (X-Original-Host, X-HTTP-Method,
 * Akamai-Client-IP, … and names nobody has thought of yet) can reach the services.
 */
const FORWARDED_REQUEST_HEADERS = new Set([
  // Set by reply-from to the upstream's own host.
  'host',
  // What the call carries and what answer it takes.
  'accept', 'accept-encoding', 'accept-language', 'content-type', 'content-length', 'content-encoding', 'user-agent',
  // Conditional and cache requests.
  'cache-control', 'pragma', 'if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since',
  // The credentials of spec §7: the session and login cookies, the login token, the CSRF token, the newsletter's key.
  'cookie', 'x-logintoken', 'x-csrf-token', 'x-api-key',
  // The newsletter's optional headers (spec §7).
  'x-hunter-site', 'x-original-address',
  // What a browser says about where a call comes from, for the upstream's own check of other sites.
  'origin', 'sec-fetch-site', 'sec-fetch-mode', 'sec-fetch-dest',
]);

/**
 * The caller's headers as the upstream gets them: the allowed ones (hop-by-hop headers and those
 * Connection names are never among them), with the client address, protocol and host taken from
 * the connection itself.
 */
export function upstreamRequestHeaders(request: Pick<FastifyRequest, 'ip' | 'protocol' | 'host'>, headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const kept = Object.entries(withoutHopByHop(headers)).filter(([name]) => FORWARDED_REQUEST_HEADERS.has(name));
  return { ...Object.fromEntries(kept), 'x-forwarded-for': request.ip, 'x-forwarded-proto': request.protocol, 'x-forwarded-host': request.host };
}

/**
 * The upstream's answer headers as the caller gets them: the shop's own security headers stand
 * (an upstream cannot loosen the page's policy on the shop's address), and no cross-origin grants.
 */
export function upstreamAnswerHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const kept = Object.entries(withoutHopByHop(headers)).filter(([name]) => !(name in SECURITY_HEADERS) && !name.startsWith('access-control-'));
  return Object.fromEntries(kept);
}
