import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { embedStylesPlugin, EMBED_STYLES_PLACEHOLDER, forEmbedRoot } from './embed-styles-plugin.ts';

const chunk = (fileName: string, code: string, imports: string[], css: string[]) =>
  ({
    type: 'chunk',
    fileName,
    name: fileName.replace('.js', ''),
    isEntry: fileName === 'footer-embed.js',
    code,
    imports,
    viteMetadata: { importedCss: new Set(css) },
  }) as unknown as Rolldown.OutputChunk;
const asset = (fileName: string, source: string) => ({ type: 'asset', fileName, source }) as unknown as Rolldown.OutputAsset;

function runPlugin(entryCode: string): string {
  const bundle = {
    'footer-embed.js': chunk('footer-embed.js', entryCode, ['shared.js'], ['footer.css']),
    'shared.js': chunk('shared.js', '', [], ['base.css']),
    'base.css': asset('base.css', ':host{--size:1rem}'),
    'footer.css': asset('footer.css', '.a{color:red}'),
  } as unknown as Rolldown.OutputBundle;
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  };
  (embedStylesPlugin('footer-embed').generateBundle as (this: unknown, options: unknown, bundle: Rolldown.OutputBundle) => void).call(context, {}, bundle);
  return (bundle['footer-embed.js'] as Rolldown.OutputChunk).code;
}

describe('forEmbedRoot', () => {
  it('writes :host rules, with or without a compound, for the embed’s root', () => {
    expect(forEmbedRoot(":root,:host{--a:1}:host([data-mantine-color-scheme='light']){--b:2}:host .mantine-Button-root{height:auto}")).toBe(
      ":root,[data-storefront-embed]{--a:1}[data-storefront-embed][data-mantine-color-scheme='light']{--b:2}[data-storefront-embed] .mantine-Button-root{height:auto}",
    );
  });

  it('leaves names that start with host alone', () => {
    expect(forEmbedRoot('.host,.a:hover,:host-context(.x){}')).toBe('.host,.a:hover,:host-context(.x){}');
  });
});

describe('embedStylesPlugin', () => {
  it('puts the stylesheets of the embed and of what it imports into its script, imports first, in one layer', () => {
    expect(runPlugin(`const styles=\`${EMBED_STYLES_PLACEHOLDER}\`;`)).toBe(
      `const styles=${JSON.stringify('@layer storefront-embed{[data-storefront-embed]{--size:calc(1 * var(--storefront-rem, 1rem))}\n.a{color:red}}')};`,
    );
  });

  it('stops the build when the entry has no place for them', () => {
    expect(() => runPlugin('const styles="";')).toThrow(/footer-embed\.js holds __STOREFRONT_EMBED_STYLES__ 0 times/);
  });
});
