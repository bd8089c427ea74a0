import { describe, expect, it } from 'vitest';
import { footerEmbedMode } from './footer-embed-options';

describe('footerEmbedMode', () => {
  it('gives the whole footer when the page asks for no mode', () => {
    expect(footerEmbedMode()).toBe('full');
    expect(footerEmbedMode({})).toBe('full');
  });

  it.each(['full', 'checkout', 'reduced'] as const)('takes %s', (mode) => {
    expect(footerEmbedMode({ mode })).toBe(mode);
  });

  it.each(['chekout', 'Checkout', '', null, 3])('stops at %j, naming the modes there are', (mode) => {
    expect(() => footerEmbedMode({ mode } as never)).toThrow(/mode must be one of 'full', 'checkout', 'reduced'/);
  });
});
