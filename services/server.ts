import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { PAGE_ROUTES } from '../src/pages/routes.ts';

export interface ServerOptions {
  /** The built country folder, e.g. dist/tr. */
  siteDir: string;
}

/** One origin for a built country's pages (and, later, the reference services under /service/). */
export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, { root: options.siteDir, index: false, dotfiles: 'deny', redirect: false, wildcard: true });
  for (const route of PAGE_ROUTES) {
    app.get(route.path, (_request, reply) => reply.type('text/html; charset=utf-8').sendFile(route.html));
  }
  return app;
}
