import { join } from 'node:path';
import type { Plugin } from 'vite';
import { PAGE_ROUTES } from '../../src/pages/routes.ts';
import { projectRoot } from '../paths.ts';

/**
 * The HTML pages live in app/ (Vite's root, so the built files sit at the top of dist/<code>/),
 * while their scripts live in src/: `/src/…` in a page resolves to the project's src folder.
 * The dev server also answers each route's address (`/login`) with that route's page, as `serve` does.
 */
export function pagesPlugin(): Plugin {
  return {
    name: 'storefront-pages',
    resolveId: (id) => (id.startsWith('/src/') ? join(projectRoot, id) : undefined),
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const [pathname, query] = (request.url ?? '/').split('?');
        const route = PAGE_ROUTES.find(({ path }) => path === pathname);
        if (route) request.url = `/${route.html}${query ? `?${query}` : ''}`;
        next();
      });
    },
  };
}
