import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import { DEV_PAGE_ROUTES, pagesOf, type PageRoute } from '../../src/pages/routes.ts';
import { projectRoot } from '../../validation/paths.ts';

export const appDir = join(projectRoot, 'app');
const TEMPLATE = join(appDir, 'page.html');

/** Script entries that other sites load by a fixed address, so their file names carry no hash. */
export const EMBED_ENTRIES = {
  'newsletter-embed': join(projectRoot, 'src', 'pages', 'newsletter-embed.entry.tsx'),
  'footer-embed': join(projectRoot, 'src', 'pages', 'footer-embed.entry.tsx'),
};

/** The script that sets the consent defaults and loads the tag manager, for a country with an `analytics` block only. */
export const ANALYTICS_STARTER = join(projectRoot, 'src', 'pages', 'analytics.entry.ts');

/** The name of the build input that carries a page component's stylesheets (see PageRoute.component). */
const componentInput = (route: PageRoute): string => `${route.entry}.component`;

export function pageInputs(country: CountryConfig): Record<string, string> {
  return {
    ...Object.fromEntries(pagesOf(country).map((route) => [route.entry, join(appDir, route.html)])),
    // Never loaded by a page: built for their stylesheets only, as the server alone renders the components.
    ...Object.fromEntries(pagesOf(country).map((route) => [componentInput(route), join(projectRoot, route.component)])),
    ...EMBED_ENTRIES,
    ...(country.analytics ? { analytics: ANALYTICS_STARTER } : {}),
  };
}

function pageHtml(entry: string): string {
  return readFileSync(TEMPLATE, 'utf8').replace('%ENTRY%', entry);
}

/** The page as the dev server sends it: with the country's analytics script first, which a build's prerender step puts ahead of the page's code. */
function devPageHtml(entry: string, country: CountryConfig): string {
  const html = pageHtml(entry);
  return country.analytics ? html.replace('</head>', () => `  <script type="module" src="/src/pages/analytics.entry.ts"></script>\n  </head>`) : html;
}

/**
 * Every route's page comes from one template, app/page.html, with that route's entry script.
 * Scripts live in src/ outside Vite's root (app/), so `/src/…` resolves to the project's src folder.
 * The dev server answers each route's address (`/login`, `/fr/login` in a shop under a path) with its page, as `serve` does, and
 * also serves the dev-only pages (the widget gallery).
 */
export function pagesPlugin(country: CountryConfig): Plugin {
  const pages = pagesOf(country);
  const entryByPage = new Map(pages.map((route) => [join(appDir, route.html), route.entry]));
  return {
    name: 'storefront-pages',
    resolveId: (id) => (entryByPage.has(id) ? id : id.startsWith('/src/') ? join(projectRoot, id) : undefined),
    load: (id) => (entryByPage.has(id) ? pageHtml(entryByPage.get(id)!) : undefined),
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        // Plugins' middlewares see the address before Vite takes the base path (CH_FR's /fr/) off it.
        const address = (request.url ?? '/').split('?')[0]!;
        const { base } = server.config;
        // The shop's address without its last slash leads to the shop, as `serve` and the nginx snippet do.
        if (base !== '/' && address === base.slice(0, -1)) return void response.writeHead(301, { Location: base }).end();
        const pathname = address.startsWith(base) ? `/${address.slice(base.length)}` : undefined;
        const route = [...pages, ...DEV_PAGE_ROUTES].find(({ path }) => path === pathname);
        if (!route) return next();
        server
          .transformIndexHtml(request.url!, devPageHtml(route.entry, country))
          .then((html) => response.setHeader('Content-Type', 'text/html; charset=utf-8').end(html))
          .catch(next);
      });
    },
  };
}
