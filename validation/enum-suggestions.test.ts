import { describe, expect, it } from 'vitest';
import { located, shippedCountry, validateCountryText } from './test-country-file.ts';

/** DE's shipped file with one text replaced, as its diagnostics. */
async function atWith(shipped: string, broken: string): Promise<string[]> {
  const text = shippedCountry('de').toString('utf8');
  expect(text).toContain(shipped);
  return located(await validateCountryText('de', text.replace(shipped, broken)));
}

describe('a misspelt value of a list of allowed values', () => {
  it('names the icon meant and leaves out the long list of icons', async () => {
    expect(await atWith('iconName: facebook', 'iconName: facebok')).toEqual([
      expect.stringMatching(/^\d+:\d+ footer\.\S+ is "facebok"; did you mean "facebook"\? allowed: a social or app icon shipped with the footer$/),
    ]);
  });

  it('names the salutation meant and still lists the four there are', async () => {
    expect(await atWith('options: [MRS, MR, DIVERS, COMPANY]', 'options: [MRS, MR, Divers., COMPANY]')).toEqual([
      '33:26 newsletter.elements.salutation.options[2] is "Divers."; did you mean "DIVERS"? allowed: "MRS", "MR", "DIVERS", "COMPANY"',
    ]);
  });

  it('names the icon meant', async () => {
    expect(await atWith('iconName: payment', 'iconName: paymnet')).toEqual([
      expect.stringMatching(/^\d+:\d+ footer\.teaser\.groups\.payment\.heading\.iconName is "paymnet"; did you mean "payment"\? allowed: /),
    ]);
  });

  it('lists every allowed value when none is close', async () => {
    expect(await atWith('options: [MRS, MR, DIVERS, COMPANY]', 'options: [MRS, MR, MISS, COMPANY]')).toEqual([
      '33:26 newsletter.elements.salutation.options[2] is "MISS"; allowed: "MRS", "MR", "DIVERS", "COMPANY"',
    ]);
  });
});
