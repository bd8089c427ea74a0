import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { CountryConfig } from '../src/config/country.generated.ts';
import { NOT_FOUND_PAGE, pagesOf } from '../src/pages/routes.ts';
import { registerNotFoundPage } from './site-not-found.ts';

// Hashed file names change with their content, so a browser may keep them for good.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A built country's pages and assets; each route's address answers with its HTML. */
export async function registerSite(app: FastifyInstance, siteDir: string, country: CountryConfig): Promise<void> {
  await app.register(fastifyStatic, {
    root: siteDir,
    index: false,
    dotfiles: 'deny',
    redirect: false,
    // One route per file found at start: a folder, or anything added later, is not a route and answers 404.
    wildcard: false,
    // The not-found page answers 404 wherever it shows, its own file name included.
    globIgnore: [`${NOT_FOUND_PAGE.html}*`],
    // The build writes .br and .gz beside every script, stylesheet and page.
    preCompressed: true,
    setHeaders: (reply, path) => {
      if (path.includes('/assets/')) reply.header('Cache-Control', IMMUTABLE);
    },
  });
  await app.register(async (scope) => {
    // A form sent before the page's script took over (spec forms post to the services by script):
    // the body is dropped unread and the visitor lands on the page again.
    scope.addContentTypeParser('application/x-www-form-urlencoded', (_request, payload, done) => {
      payload.resume();
      done(null);
    });
    registerNotFoundPage(scope);
    for (const route of pagesOf(country).filter((page) => page !== NOT_FOUND_PAGE)) {
      // Pages name the current hashed assets, so browsers ask again each time; send's own header would replace this one.
      scope.get(route.path, (_request, reply) => reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile(route.html, { cacheControl: false }));
      // It changes nothing, so it needs no CSRF token: the form had no script to send one.
      scope.post(route.path, { config: { csrf: false } }, (_request, reply) => reply.redirect(route.path, 303));
    }
  });
}
