import type { Plugin, Rolldown } from 'vite';
import { EMBED_ROOT_ATTRIBUTE, withPinnedRem } from '../../src/app/embed-root.ts';

/** The string an embed's entry holds where the build puts its stylesheets (src/pages/footer-embed.entry.tsx). */
export const EMBED_STYLES_PLACEHOLDER = '__STOREFRONT_EMBED_STYLES__';

const QUOTED_PLACEHOLDER = new RegExp(`(["'\`])${EMBED_STYLES_PLACEHOLDER}\\1`, 'g');
const HOST_SELECTOR = /:host(?:\(([^()]*)\))?(?![\w-])/g;

/**
 * The `:host` rules (Mantine's variables, the kit's `:host .mantine-…`) for the embed's root
 * instead (src/app/embed-root.ts), where the page's CSS cannot override them.
 */
export function forEmbedRoot(css: string): string {
  return css.replace(HOST_SELECTOR, (_host, compound: string | undefined) => `[${EMBED_ROOT_ATTRIBUTE}]${compound ?? ''}`);
}

/** A chunk's stylesheets, after those of the chunks it imports: the order a page would load them in. */
function stylesheetsOf(chunk: Rolldown.OutputChunk, bundle: Rolldown.OutputBundle, seen = new Set<string>()): string[] {
  if (seen.has(chunk.fileName)) return [];
  seen.add(chunk.fileName);
  const imported = chunk.imports.flatMap((file) => stylesheetsOf(bundle[file] as Rolldown.OutputChunk, bundle, seen));
  return [...imported, ...(chunk.viteMetadata?.importedCss ?? [])];
}

/**
 * Puts an embed's stylesheets into its script, as one string: a script that other sites load by
 * one address needs no second file, and a shadow root takes the string as its own stylesheet. The
 * build stops if the entry does not hold the placeholder exactly once.
 *
 * A shadow root's adopted stylesheet comes after its <style> elements, so it would override the
 * theme's variables that MantineProvider writes into one. In a layer it comes before them, as the
 * stylesheets do on the shop's own pages.
 */
export function embedStylesPlugin(entryName: string): Plugin {
  return {
    name: 'storefront-embed-styles',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file): file is Rolldown.OutputChunk => file.type === 'chunk' && file.isEntry && file.name === entryName);
      if (!entry) return this.error(`The ${entryName} entry is missing from the build`);
      const found = entry.code.match(QUOTED_PLACEHOLDER)?.length ?? 0;
      if (found !== 1) return this.error(`${entry.fileName} holds ${EMBED_STYLES_PLACEHOLDER} ${found} times, not once: its stylesheets have no place`);
      const css = [...new Set(stylesheetsOf(entry, bundle))].map((file) => String((bundle[file] as Rolldown.OutputAsset).source)).join('\n');
      entry.code = entry.code.replace(QUOTED_PLACEHOLDER, () => JSON.stringify(`@layer storefront-embed{${forEmbedRoot(withPinnedRem(css))}}`));
    },
  };
}
