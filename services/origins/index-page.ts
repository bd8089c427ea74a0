import type { RequestListener } from 'node:http';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import { devPage, escapeHtml } from '../http/dev-page.ts';
import { SECURITY_HEADERS } from '../http/security-headers.ts';
import { answerProblem } from './front.ts';

function countryItem({ code, locale, shop }: CountryConfig): string {
  const url = escapeHtml(shop.url);
  return `<li><a href="${url}" hreflang="${escapeHtml(locale)}"><span lang="${escapeHtml(locale)}">${escapeHtml(shop.label)}</span> (${escapeHtml(code)})</a><br>${url}</li>`;
}

/** The page at the bare loopback names that links to every country's own origin: no script, so the pages' CSP holds. */
export function indexPageHtml(countries: readonly CountryConfig[]): string {
  return devPage('Storefront: every country', `<h1>Every country</h1>\n<ul>\n${countries.map(countryItem).join('\n')}\n</ul>`);
}

/** Answers `/` with the index of every country; anything else at these names is not there. */
export function indexPage(countries: readonly CountryConfig[]): RequestListener {
  const html = indexPageHtml(countries);
  return (request, response) => {
    const isPage = new URL(request.url!, 'http://localhost').pathname === '/';
    if (!isPage || !['GET', 'HEAD'].includes(request.method!)) return answerProblem(response, 404, 'Nothing is here');
    response.writeHead(200, { ...SECURITY_HEADERS, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', 'content-length': String(Buffer.byteLength(html)) });
    response.end(request.method === 'HEAD' ? undefined : html);
  };
}
