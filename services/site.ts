import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { CountryConfig } from '../src/config/country.generated.ts';
import { pagesOf } from '../src/pages/routes.ts';

/** A built country's pages and assets; each route's address answers with its HTML. */
export async function registerSite(app: FastifyInstance, siteDir: string, country: CountryConfig): Promise<void> {
  await app.register(fastifyStatic, { root: siteDir, index: false, dotfiles: 'deny', redirect: false, wildcard: true });
  for (const route of pagesOf(country)) {
    app.get(route.path, (_request, reply) => reply.type('text/html; charset=utf-8').sendFile(route.html));
  }
}
