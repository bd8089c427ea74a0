import { describe, expect, it } from 'vitest';
import { edited, lineWith, located, shippedCountry, validateCountryText } from './test-country-file.ts';

const pl = shippedCountry('pl').toString('utf8');

describe('a file with a syntax error', () => {
  it('still gets the checks of what it writes before the error, and nothing found after it', async () => {
    const text = edited(
      pl,
      ['  label: Polska\n', '  label: Polska\nlegalAge: 17\nlegalAgee: 16\n'],
      ['  headline: Obsługa i pomoc', '  headline: Obsługa {returnPerod} i pomoc'],
      ['  deliveryLogos: [inpost, dpd]', '  deliveryLogos: [inpost, 5]'],
      ['        introductoryText: Darmowa dostawa od {freeShipping}', '        introductoryText: "Darmowa dostawa od {freeShipping}'],
      ['        introductoryText: Zamów online', '        introductoryText: Zamów {bogus} online'],
    );
    const messages = located(await validateCountryText('pl', text));
    expect(messages).toEqual([
      `${lineWith(text, 'legalAge: 17')}:11 legalAge is 17; allowed: 16, 18`,
      expect.stringMatching(new RegExp(`^${lineWith(text, 'legalAgee')}:1 unknown key "legalAgee" in the top level; did you mean "legalAge"\\?`)),
      `${lineWith(text, 'Obsługa {returnPerod}')}:21 unknown placeholder {returnPerod}; did you mean {returnPeriod}?`,
      expect.stringMatching(new RegExp(`^${lineWith(text, '[inpost, 5]')}:27 footer\\.deliveryLogos\\[1\\] is `)),
      expect.stringMatching(new RegExp(`^${lineWith(text, '"Darmowa dostawa')}:27 invalid YAML: the string opened here with " is never closed`)),
    ]);
  });
});
