import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import { shopBasePath } from '../../src/config/shop-address.ts';
import type { ShopEntry } from '../../src/config/shop-entry.ts';
import type { Dictionary } from '../../src/i18n/register-locale.ts';
import type { prerenderPage } from '../../src/pages/prerender.tsx';
import { pagesOf, type PageRoute } from '../../src/pages/routes.ts';
import { withConstantsFilled } from '../../validation/constants/fill-texts.ts';
import { paths, projectRoot } from '../../validation/paths.ts';
import { builtDictionary, type BuildTexts } from './built-texts.ts';
import { noDayjsLocalePlugin } from '../vite/dayjs-locale.ts';
import { ANALYTICS_STARTER, appDir } from '../vite/pages-plugin.ts';
import { QUIET_ON_BUSY_MACHINES } from '../vite/vite-config.ts';
import { withScriptBeforePage, withScriptsAfterPaint } from './page-scripts.ts';
import { linkedStylesheets, withOneStylesheet } from './page-stylesheet.ts';

const SERVER_ENTRY = join(projectRoot, 'src', 'pages', 'prerender.tsx');
const ROOT_ELEMENT = '<div id="root"></div>';

export interface Prerenderer {
  /** Fills every page of a built country with its server-rendered HTML. */
  prerenderCountry(folder: string, config: CountryConfig, shops: readonly ShopEntry[], texts?: BuildTexts): Promise<void>;
  /** Removes the server build. */
  close(): void;
}

/**
 * Builds the pages for Node once, for every country: the country arrives as an argument, not
 * through the bundle's virtual module. The build sits inside the project so that its imports of
 * react, @mantine/core and the rest resolve to node_modules.
 */
export async function createPrerenderer(): Promise<Prerenderer> {
  const outDir = join(projectRoot, 'node_modules', '.cache', 'storefront-prerender', `${process.pid}-${Date.now()}`);
  await build({
    configFile: false,
    root: appDir,
    logLevel: 'warn',
    plugins: [react(), noDayjsLocalePlugin()],
    build: { ssr: SERVER_ENTRY, outDir, emptyOutDir: true, rolldownOptions: { checks: QUIET_ON_BUSY_MACHINES, output: { entryFileNames: 'prerender.js' } } },
  });
  const { prerenderPage: render } = (await import(pathToFileURL(join(outDir, 'prerender.js')).href)) as { prerenderPage: typeof prerenderPage };
  return {
    async prerenderCountry(folder, config, shops, texts = {}) {
      const translations = (await builtDictionary(config.locale, texts)) as Dictionary;
      const manifest = JSON.parse(readFileSync(join(folder, '.vite', 'manifest.json'), 'utf8')) as Manifest;
      const basePath = shopBasePath(config.shop.url);
      const analytics = config.analytics && `${basePath}${chunkOf(manifest, ANALYTICS_STARTER).file}`;
      for (const route of pagesOf(config)) {
        const file = join(folder, route.html);
        const page = await render(route.entry, { country: withConstantsFilled(config), locale: config.locale, translations, shops });
        const built = readFileSync(file, 'utf8');
        const styled = withOneStylesheet(built, [...new Set([...linkedStylesheets(built), ...componentStylesheets(manifest, route, basePath)])], folder, basePath);
        const scripted = withScriptsAfterPaint(styled);
        writeFileSync(file, withPrerenderedPage(analytics ? withScriptBeforePage(scripted, analytics) : scripted, page));
      }
    },
    close: () => rmSync(outDir, { recursive: true, force: true }),
  };
}

/** Vite's build manifest: each chunk by its source module, relative to Vite's root. */
type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/** The chunk built from a source module, given by its absolute path. */
function chunkOf(manifest: Manifest, module: string) {
  const chunk = manifest[relative(appDir, module)];
  if (!chunk) throw new Error(`the build has no chunk for ${relative(projectRoot, module)}`);
  return chunk;
}

/** The stylesheets of a page's component and of every chunk it imports, as site addresses under the shop's base path. */
export function componentStylesheets(manifest: Manifest, route: Pick<PageRoute, 'component' | 'path'>, basePath = '/'): string[] {
  const found = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${route.path} is rendered by ${key}, which the build has no chunk for`);
    for (const css of chunk.css ?? []) found.add(`${basePath}${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(relative(appDir, join(projectRoot, route.component)));
  return [...found];
}

/** The built page's HTML with the rendered head elements and #root content in place. */
export function withPrerenderedPage(html: string, page: { head: string; body: string }): string {
  if (!html.includes(ROOT_ELEMENT)) throw new Error(`the built page has no empty ${ROOT_ELEMENT} to fill`);
  // Functions, not strings, as replacements: the page's text may hold `$&` and the like.
  return html.replace('</head>', () => `${page.head}</head>`).replace(ROOT_ELEMENT, () => `<div id="root">${page.body}</div>`);
}
