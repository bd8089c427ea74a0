import { describe, expect, it } from 'vitest';
import { located, shippedCountry, validateCountryText } from './test-country-file.ts';

function shippedWith(code: string, from: string, to: string): string {
  const text = shippedCountry(code).toString('utf8');
  expect(text).toContain(from);
  return text.replace(from, to);
}

describe('the VAT note follows business.statesVatIncluded', () => {
  it('refuses a VAT note in a country that says its footer states no VAT, at the note', async () => {
    const pl = shippedWith('pl', '    vatNote: null', '    vatNote: Wszystkie ceny zawierają VAT.');
    expect(located(await validateCountryText('pl', pl))).toEqual([
      expect.stringMatching(/^\d+:5 footer\.salesTax\.vatNote is set while business\.statesVatIncluded is false; allowed: no vatNote, or statesVatIncluded: true$/),
    ]);
  });

  it('requires the VAT note where the country says prices include VAT, at the sales-tax note', async () => {
    const de = shippedWith('de', '    vatNote: Alle Preise inkl. gesetzl. MwSt.\n', '');
    expect(located(await validateCountryText('de', de))).toEqual([
      expect.stringMatching(/^\d+:3 footer\.salesTax is missing the key "vatNote" while business\.statesVatIncluded is true; allowed: a vatNote saying prices include VAT, or statesVatIncluded: false$/),
    ]);
  });

  it('accepts the flag and the note when they agree, either way', async () => {
    expect(located(await validateCountryText('de', shippedCountry('de')))).toEqual([]);
    expect(located(await validateCountryText('tr', shippedCountry('tr')))).toEqual([]);
  });
});
