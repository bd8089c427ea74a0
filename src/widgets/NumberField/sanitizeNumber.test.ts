import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeNumber } from './sanitizeNumber';

describe('sanitizeNumber', () => {
  it('keeps digits and the first decimal point, in order', () => {
    expect(sanitizeNumber('a1.2b.3')).toBe('1.23');
  });

  it('cuts the result, not the input, to the maximum length', () => {
    expect(sanitizeNumber('x1y2z3', 2)).toBe('12');
  });

  it('gives only digits and at most one point for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.nat(20), (text, maxLength) => {
        const number = sanitizeNumber(text, maxLength);
        expect(number).toMatch(/^\d*\.?\d*$/);
        expect(number.length).toBeLessThanOrEqual(maxLength);
      }),
    );
  });

  it('turns a prefix of the text into a prefix of the result, so a caret can be carried through it', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), (text, cut) => {
        const prefix = text.slice(0, cut % (text.length + 1));
        expect(sanitizeNumber(text, 6).startsWith(sanitizeNumber(prefix, 6))).toBe(true);
      }),
    );
  });
});
