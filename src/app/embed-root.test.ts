import { describe, expect, it } from 'vitest';
import { withPinnedRem } from './embed-root';
import { embedTheme } from './embed-theme';

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

describe('embedTheme', () => {
  it('gives the theme’s sizes, which Mantine writes into a <style> at run time, the embed’s rem too', () => {
    const theme = embedTheme();
    expect(theme.fontSizes.md).toBe('calc(calc(1 * var(--storefront-rem, 1rem)) * var(--mantine-scale))');
    expect(theme.spacing.xl).toContain('var(--storefront-rem, 1rem)');
    expect(theme.primaryColor).toBe('petrol');
    expect(theme.colors.petrol![6]).toBe('#1d7285');
  });
});
