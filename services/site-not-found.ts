import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NOT_FOUND_PAGE } from '../src/pages/routes.ts';

// The services' and the local tools' addresses: their callers are scripts, which read problem bodies.
const SCRIPT_PREFIXES = ['/service/', '/_dev/'];

/** A browser visiting an address asks for HTML first. */
function visitsPage(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/** A caller that asks for JSON and not for HTML (a script, an API client) keeps the problem body. */
function prefersJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('json') && !accept.includes('text/html');
}

function sendNotFoundPage(reply: FastifyReply): FastifyReply {
  // Without validators, a revalidating browser gets the page again: a 304 cannot carry the 404.
  return reply
    .code(404)
    .header('Cache-Control', 'no-cache')
    .type('text/html; charset=utf-8')
    .sendFile(NOT_FOUND_PAGE.html, { cacheControl: false, etag: false, lastModified: false });
}

/**
 * Every GET and HEAD the site has no route for answers the country's prerendered not-found page,
 * with status 404: in the shop's language, with its header and footer, so a visitor can go on.
 * Under the services' addresses only a browser's visit gets it (the footer links to
 * /service/storefinder/); their scripts keep the problem body. Without that page in the folder,
 * the problem body answers everywhere.
 */
export function registerNotFoundPage(scope: FastifyInstance): void {
  scope.get<{ Params: { '*': string } }>('/*', (request, reply) => {
    // The path as the router decoded it, so `/%73ervice/…` is a service address too.
    const path = `/${request.params['*']}`;
    const forScripts = SCRIPT_PREFIXES.some((prefix) => path.startsWith(prefix));
    reply.header('Vary', 'Accept');
    const wantsPage = forScripts ? visitsPage(request) : !prefersJson(request);
    return wantsPage ? sendNotFoundPage(reply) : reply.callNotFound();
  });
}
