import type { IncomingMessage, RequestListener } from 'node:http';
import { parseHost } from '../http/allowed-hosts.ts';
import { answerProblem, hostHeaderCount } from '../origins/front.ts';

/** A shop's app and where it is served: a host and a path (`https://www.shop.example.ch/fr/`). */
export interface MountedShop {
  url: URL;
  handler: RequestListener;
}

/** Set by a trusted front that takes the shop's path off before it forwards (`/fr/service/…` sent on as `/service/…`). */
const FORWARDED_PREFIX_HEADER = 'x-forwarded-prefix';

/** `/fr` and `/fr/` as the shop's base path `/fr/`; an empty prefix as `/`. */
function asBasePath(prefix: string): string {
  return prefix.endsWith('/') ? prefix : `${prefix}/`;
}

function isUnder(path: string, basePath: string): boolean {
  return path.startsWith(basePath) || path === basePath.slice(0, -1);
}

/** The shops of the host the request names; all of them for a name none has, whose own host check then answers. */
function shopsOfHost(shops: readonly MountedShop[], request: IncomingMessage): readonly MountedShop[] {
  const host = parseHost(request.headers.host)?.host;
  const own = shops.filter(({ url }) => url.host === host);
  return own.length > 0 ? own : shops;
}

/**
 * Hands each request to the shop it is for: of the shops on the host it names, the one whose path
 * is the longest prefix of the request's (CH_FR's `/fr/` before CH's `/`); a request under no
 * shop's path goes to the first, which answers it as unknown. A trusted front (`isTrusted`, the
 * proxies of --trust-proxy) that took the shop's path off names it in X-Forwarded-Prefix, and the
 * path is put back before the shop's app routes it, so each app only ever routes addresses under
 * its own path; anyone else's X-Forwarded-Prefix is not read.
 */
export function shopFront(shops: readonly MountedShop[], isTrusted: (address: string | undefined) => boolean): RequestListener {
  const longestPathFirst = [...shops].sort((a, b) => b.url.pathname.length - a.url.pathname.length);
  return (request, response) => {
    const target = request.url ?? '';
    if (!target.startsWith('/')) return answerProblem(response, 400, 'The request target must be a path');
    // Two Host headers could be read one way here and another way by the shop's app.
    if (hostHeaderCount(request) > 1) return answerProblem(response, 400, 'The request has more than one Host header');
    const candidates = shopsOfHost(longestPathFirst, request);
    const prefix = isTrusted(request.socket.remoteAddress) ? request.headers[FORWARDED_PREFIX_HEADER] : undefined;
    if (prefix !== undefined) {
      const shop = typeof prefix === 'string' ? candidates.find(({ url }) => url.pathname === asBasePath(prefix)) : undefined;
      if (!shop) return answerProblem(response, 400, 'X-Forwarded-Prefix names no shop of this host');
      const basePath = shop.url.pathname;
      if (!isUnder(target, basePath)) request.url = `${basePath.slice(0, -1)}${target}`;
      return shop.handler(request, response);
    }
    const path = target.split('?', 1)[0]!;
    const shop = candidates.find(({ url }) => isUnder(path, url.pathname)) ?? shops[0]!;
    shop.handler(request, response);
  };
}
