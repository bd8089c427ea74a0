import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's address as its shoppers' browsers reach it (`--shop-url`, or the country's own). */
    shopUrl: URL;
  }
}

/** Makes the shop's address known to every route: what the services are for, whatever a front in between says of the request. */
export function registerShopAddress(app: FastifyInstance, shopUrl: URL): void {
  app.decorate('shopUrl', shopUrl);
}

/**
 * Whether the shopper's browser speaks HTTPS with the shop: the request came so (from a trusted
 * proxy's X-Forwarded-Proto), or the shop's address is https, as when TLS ends at a load balancer
 * that a web server in between does not name.
 */
export function reachedOverHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https' || request.server.shopUrl.protocol === 'https:';
}

/** The origins a page of this shop calls from: the shop's own, and the one the request names. */
export function isShopOrigin(request: FastifyRequest, origin: string): boolean {
  return origin === request.server.shopUrl.origin || origin === `${request.protocol}://${request.host}`;
}
