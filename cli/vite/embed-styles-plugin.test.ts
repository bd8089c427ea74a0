import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { embedStylesPlugin, EMBED_STYLES_PLACEHOLDER, withPinnedRem } from './embed-styles-plugin.ts';

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

describe('withPinnedRem', () => {
  it('turns every rem length, signed or fractional, into the pinned size, keeping rem where none is pinned', () => {
    expect(withPinnedRem('.a{margin:-0.25rem 1rem;width:calc(12rem * var(--mantine-scale));height:.5rem}')).toBe(
      '.a{margin:calc(-0.25 * var(--storefront-rem, 1rem)) calc(1 * var(--storefront-rem, 1rem));width:calc(calc(12 * var(--storefront-rem, 1rem)) * var(--mantine-scale));height:calc(.5 * var(--storefront-rem, 1rem))}',
    );
  });

  it('leaves names that end in rem alone', () => {
    expect(withPinnedRem('.m_1rem,.lorem{--x-2rem:0}')).toBe('.m_1rem,.lorem{--x-2rem:0}');
  });
});

describe('embedStylesPlugin', () => {
  it('puts the stylesheets of the embed and of what it imports into its script, imports first, in one layer', () => {
    expect(runPlugin(`const styles=\`${EMBED_STYLES_PLACEHOLDER}\`;`)).toBe(
      `const styles=${JSON.stringify('@layer storefront-embed{:host{--size:calc(1 * var(--storefront-rem, 1rem))}\n.a{color:red}}')};`,
    );
  });

  it('stops the build when the entry has no place for them', () => {
    expect(() => runPlugin('const styles="";')).toThrow(/footer-embed\.js holds __STOREFRONT_EMBED_STYLES__ 0 times/);
  });
});
