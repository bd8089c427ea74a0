import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import type { InlineConfig } from 'vite';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import { shopBasePath } from '../../src/config/shop-address.ts';
import { paths, projectRoot } from '../../validation/paths.ts';
import { countryPlugin, type ShopData } from './country-plugin.ts';
import { embedStylesPlugin } from './embed-styles-plugin.ts';
import { lightSchemePlugin } from './light-scheme-plugin.ts';
import { chunkNameOf } from './chunk-names.ts';
import { appDir, EMBED_ENTRIES, pageInputs, pagesPlugin } from './pages-plugin.ts';
import type { BuildTexts } from '../build/built-texts.ts';

/**
 * Rolldown warns on stderr when plugins took much of a build's time, which on a busy machine they
 * always do: the build's speed is the benchmark's business, and a release log should show problems only.
 */
export const QUIET_ON_BUSY_MACHINES = { bundlerTimings: false };

/** The stylesheets mantine-styles.ts imports for every page, as the ends of their module ids, and the module itself. */
const BASE_STYLES = (() => {
  const module = join(projectRoot, 'src', 'app', 'mantine-styles.ts');
  const imported = [...readFileSync(module, 'utf8').matchAll(/^import '([^']+\.css)';$/gm)].map(([, path]) => (path!.startsWith('.') ? join(dirname(module), path!) : path!));
  return [module, ...imported];
})();

export function countryOutDir(outDir: string, config: CountryConfig): string {
  return join(outDir, config.code.toLowerCase());
}

/** The one Vite configuration that build, dev and serve share for a country; the dev server swaps `data` as the files change. */
export function viteConfigFor(data: ShopData, outDir = paths.dist, texts: BuildTexts = {}): InlineConfig {
  const { config } = data;
  return {
    configFile: false,
    root: appDir,
    publicDir: paths.publicDir,
    // A shop under a path (CH_FR's https://www.shop.example.ch/fr/) has its assets there too.
    base: shopBasePath(config.shop.url),
    appType: 'mpa',
    logLevel: 'warn',
    plugins: [react(), lightSchemePlugin(), pagesPlugin(config), countryPlugin(data, texts), embedStylesPlugin('footer-embed')],
    server: { fs: { allow: [projectRoot] } },
    build: {
      outDir: countryOutDir(outDir, config),
      emptyOutDir: true,
      reportCompressedSize: false,
      // Every browser the kit serves supports <link rel="modulepreload">: no page pays for a polyfill.
      modulePreload: { polyfill: false },
      // Read by the prerender step: which stylesheets the page's component needs.
      manifest: true,
      rolldownOptions: {
        input: pageInputs(config),
        // The page components are inputs for their stylesheets (pages-plugin.ts): kept whole, with
        // the CSS they import, although no page of the build imports them.
        preserveEntrySignatures: 'exports-only',
        checks: QUIET_ON_BUSY_MACHINES,
        output: {
          entryFileNames: (chunk) => (chunk.name in EMBED_ENTRIES ? 'assets/[name].js' : 'assets/[name]-[hash].js'),
          chunkFileNames: (chunk) => `assets/${chunkNameOf(chunk)}-[hash].js`,
          // V8's compile hint: React's code is compiled whole while it streams in, off the main thread. Lazily,
          // a shopper's first touch of any island paid for compiling React's event system: 14 ms at 4× CPU slowdown (INP).
          postBanner: (chunk) => (chunk.name === 'react' ? '//# allFunctionsCalledOnLoad' : ''),
          // Every page needs React: one chunk under its own name, cached across pages and deploys.
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              // Every page's base styles in one chunk, in the order mantine-styles.ts gives: split over
              // the chunks that share them, a later Text.css would undo an earlier Anchor.css.
              { name: 'mantine-styles', test: (id: string) => BASE_STYLES.some((style) => id.endsWith(style)) },
            ],
          },
        },
      },
    },
  };
}
