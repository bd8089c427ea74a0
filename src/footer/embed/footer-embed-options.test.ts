import { describe, expect, it } from 'vitest';
import { footerEmbedMode } from './footer-embed-options';

describe('footerEmbedMode', () => {
  it('gives the whole footer when the page asks for no mode', () => {
    expect(footerEmbedMode()).toBe('full');
    expect(footerEmbedMode({})).toBe('full');
    expect(footerEmbedMode({ mode: undefined })).toBe('full');
  });

  it.each(['full', 'checkout', 'reduced'] as const)('takes %s', (mode) => {
    expect(footerEmbedMode({ mode })).toBe(mode);
  });

  it.each(['chekout', 'Checkout', '', null, 3])('stops at %j, naming the modes there are', (mode) => {
    expect(() => footerEmbedMode({ mode } as never)).toThrow(/mode must be one of 'full', 'checkout', 'reduced'/);
  });

  it.each([null, 'checkout', 3])('stops at options %j that are no object, showing what they look like', (options) => {
    expect(() => footerEmbedMode(options as never)).toThrow("storefront.mountFooter: options must be an object such as { mode: 'checkout' }");
  });

  it('reads the mode the page gave, not one from a polluted Object.prototype', () => {
    Object.defineProperty(Object.prototype, 'mode', { value: 'checkout', configurable: true });
    try {
      expect(footerEmbedMode({})).toBe('full');
    } finally {
      delete (Object.prototype as { mode?: unknown }).mode;
    }
  });
});
