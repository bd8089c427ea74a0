import { describe, expect, it } from 'vitest';
import { didYouMean, didYouMeanValue } from './suggest.ts';

describe('didYouMean for keys', () => {
  it('takes up to two slips in a short key for the key meant', () => {
    expect(didYouMean('lgalAg', ['legalAge', 'locale'])).toBe('legalAge');
  });
});

describe('didYouMeanValue', () => {
  it.each([
    ['dhll', 'dhl'],
    ['mastercrad', 'mastercard'],
    ['EURO', 'EUR'],
    ['de-de', 'de-DE'],
  ])('takes %s for %s', (typed, meant) => {
    expect(didYouMeanValue(typed, ['dhl', 'dpd', 'mastercard', 'EUR', 'CHF', 'de-DE', 'de-AT'])).toBe(meant);
  });

  it('suggests nothing for a short code two edits from another, which is more likely a different code than a slip', () => {
    expect(didYouMeanValue('MISS', ['MRS', 'MR', 'DIVERS', 'COMPANY'])).toBeUndefined();
    expect(didYouMeanValue('fr-FR', ['fr-CH', 'de-DE'])).toBeUndefined();
  });
});
