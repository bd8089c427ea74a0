import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CountryConfig } from '../src/config/country.generated.ts';
import { underBasePath } from '../src/config/shop-address.ts';
import { addressedPagesOf, NOT_FOUND_PAGE } from '../src/pages/routes.ts';
import { escapeHtml } from './http/dev-page.ts';
import { securityHeadersFor } from './http/security-headers.ts';
import { DEPLOY_FILES, headersFor, REVALIDATE, servedFilesOf, siteHeaderRules } from './http/site-headers.ts';
import { registerNotFoundPage } from './site-not-found.ts';

/** The query of a request's address, with its '?', or nothing. */
function queryOf(url: string): string {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start);
}

/**
 * A page's address with a slash added (`/login/`) answers 301 to the page's one address, its query
 * kept, as the nginx snippet does (cli/build/deploy-headers.ts): with the same short note, for
 * clients that do not follow redirects.
 */
export function redirectToPage(path: string, cacheControl: string) {
  return (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const target = `${path}${queryOf(request.url)}`;
    return reply
      .code(301)
      .header('Location', target)
      .header('Cache-Control', cacheControl)
      .type('text/html')
      .send(`<html><head><title>301 Moved Permanently</title></head><body><a href="${escapeHtml(target)}">${escapeHtml(target)}</a></body></html>\n`);
  };
}

/** A built country's pages and assets, under the shop's base path (`app`'s prefix); each route's address answers with its HTML. */
export async function registerSite(app: FastifyInstance, siteDir: string, country: CountryConfig, basePath = '/'): Promise<void> {
  // Helmet sends the security headers on every answer; the caching comes from the same rules as the build's _headers.
  const rules = siteHeaderRules(addressedPagesOf(country), servedFilesOf(siteDir), basePath, securityHeadersFor(country));
  // No rule names the addresses the not-found page answers: like every page, it is asked for again each time.
  const cacheControlOf = (path: string): string => headersFor(rules, path)['cache-control'] ?? REVALIDATE;
  // The type a rule names (robots.txt, sitemap.xml); send sets its own, from the extension, only where none is set.
  const contentTypeOf = (path: string): string | undefined => headersFor(rules, path)['content-type'];
  await app.register(fastifyStatic, {
    root: siteDir,
    index: false,
    dotfiles: 'deny',
    redirect: false,
    // One route per file found at start: a folder, or anything added later, is not a route and answers 404.
    wildcard: false,
    // The headers files are read by static hosts, not shoppers; the not-found page answers 404
    // wherever it shows, its own file name included.
    globIgnore: [...DEPLOY_FILES, `${NOT_FOUND_PAGE.html}*`],
    // The build writes .br and .gz beside every script, stylesheet and page.
    preCompressed: true,
    // The route's address, not the file: a precompressed file is sent in place of the one asked for.
    setHeaders: (reply) => {
      const path = reply.request.routeOptions.url!;
      reply.header('Cache-Control', cacheControlOf(path));
      const contentType = contentTypeOf(path);
      if (contentType !== undefined) reply.header('Content-Type', contentType);
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
    for (const route of addressedPagesOf(country)) {
      const address = underBasePath(basePath, route.path);
      // send's own Cache-Control would replace the page's.
      // The shop's address with its last slash only: without it, a shop under a path is redirected there.
      scope.get(route.path, { prefixTrailingSlash: 'slash' }, (_request, reply) => reply.header('Cache-Control', cacheControlOf(address)).type('text/html; charset=utf-8').sendFile(route.html, { cacheControl: false }));
      // It changes nothing, so it needs no CSRF token: the form had no script to send one. The
      // query goes along: it holds what the page was opened for (the login's ?target=).
      scope.post(route.path, { prefixTrailingSlash: 'slash', config: { csrf: false } }, (request, reply) => reply.redirect(`${address}${queryOf(request.url)}`, 303));
      if (route.path !== '/') scope.get(`${route.path}/`, redirectToPage(address, cacheControlOf(address)));
    }
  });
}
