import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';

/** Headers about one connection (RFC 9110 §7.6.1): they never cross the proxy, in either direction. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade'];

/** The headers without the hop-by-hop ones and without those their Connection header names. */
export function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const named = String(headers.connection ?? '').split(',').map((name) => name.trim().toLowerCase());
  const dropped = new Set([...HOP_BY_HOP, ...named]);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !dropped.has(name)));
}

/** What a caller could claim about where a request came from; only this proxy knows. */
function isOriginClaim(name: string): boolean {
  return name === 'forwarded' || name === 'x-real-ip' || name.startsWith('x-forwarded-');
}

/**
 * The caller's headers as the upstream gets them, with the client address, protocol and host
 * taken from the connection itself. Expect goes too: Node has already answered `100 Continue`
 * on this hop, and undici refuses to send it.
 */
export function upstreamRequestHeaders(request: Pick<FastifyRequest, 'ip' | 'protocol' | 'host'>, headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const kept = Object.entries(withoutHopByHop(headers)).filter(([name]) => !isOriginClaim(name) && name !== 'expect');
  return { ...Object.fromEntries(kept), 'x-forwarded-for': request.ip, 'x-forwarded-proto': request.protocol, 'x-forwarded-host': request.host };
}
