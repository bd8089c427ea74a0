import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSRF_FORM_FIELD, csrfTokenOf } from './csrf.ts';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to put into HTML, between tags or in a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/**
 * A page of the local-only /_dev tools, with no script: the Content-Security-Policy forbids
 * inline scripts and none is needed. `body` is HTML the caller has escaped.
 */
export function devPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;color:#212529}li{margin-bottom:1.5rem}h2{font-size:1.1rem;margin:0}</style></head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** Lets the routes of `scope` take plain HTML form posts; everywhere else the services speak JSON. */
export function acceptFormPosts(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

/** The hidden field that carries this browser's CSRF token in a form of the local pages. */
export function csrfField(request: FastifyRequest): string {
  return `<input type="hidden" name="${CSRF_FORM_FIELD}" value="${escapeHtml(csrfTokenOf(request))}">`;
}

/** A form body's schema: the given fields plus the CSRF token field every local form carries. */
export function formBody<Schema extends { properties: object }>(schema: Schema) {
  return { ...schema, properties: { ...schema.properties, [CSRF_FORM_FIELD]: { type: 'string', maxLength: 200 } } };
}
