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
 * What a caller could claim about where a request came from or what it really asks for, in the
 * names proxies, CDNs and frameworks read; only this proxy knows. Names with `_` go too: some
 * servers read X_Forwarded_For as X-Forwarded-For.
 */
const CLAIMS = new Set(['forwarded', 'via', 'x-real-ip', 'true-client-ip', 'cf-connecting-ip', 'x-client-ip', 'client-ip', 'x-cluster-client-ip', 'fastly-client-ip', 'x-original-url', 'x-rewrite-url', 'x-http-method-override', 'x-method-override', 'http2-settings']);

function isClaim(name: string): boolean {
  return CLAIMS.has(name) || name.startsWith('x-forwarded-') || name.includes('_');
}

/**
 * The caller's headers as the upstream gets them, with the client address, protocol and host
 * taken from the connection itself. Expect goes too: Node has already answered `100 Continue`
 * on this hop, and undici refuses to send it.
 */
export function upstreamRequestHeaders(request: Pick<FastifyRequest, 'ip' | 'protocol' | 'host'>, headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const kept = Object.entries(withoutHopByHop(headers)).filter(([name]) => !isClaim(name) && name !== 'expect');
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
