import { describe, expect, it } from 'vitest';
import { located, shippedCountry, validateCountryText } from './test-country-file.ts';

const de = shippedCountry('de').toString('utf8');
const tr = shippedCountry('tr').toString('utf8');
const lineIn = (text: string, line: string) => text.split('\n').indexOf(line) + 1;

/** The text with each [from, to] replaced once; each `from` must be there. */
function edited(text: string, ...edits: [string, string][]): string {
  return edits.reduce((result, [from, to]) => {
    expect(result).toContain(from);
    return result.replace(from, to);
  }, text);
}

const UNKNOWN = 'unknown placeholder {bogus}';

describe('placeholders are checked even where the schema refuses the file', () => {
  it('reports an unknown placeholder and an unset constant beside a schema error elsewhere in the file', async () => {
    const text = edited(de, ['displayName: Deutschland', 'displayName: Deutschland {bogus}'], ['legalAge: 16', 'legalAge: sechzehn'], ['  headline: Service & Hilfe', '  headline: Ab {freeShipping} Service & Hilfe']);
    const found = located(await validateCountryText('de', text));
    expect(found).toEqual([
      expect.stringMatching(new RegExp(`^${lineIn(text, 'displayName: Deutschland {bogus}')}:26 ${UNKNOWN}`)),
      '15:11 legalAge is "sechzehn"; allowed: 16, 18',
      expect.stringMatching(new RegExp(`^${lineIn(text, '  headline: Ab {freeShipping} Service & Hilfe – wir sind für Sie da')}:16 placeholder \\{freeShipping\\} needs business.freeShipping.threshold, which this country does not set`)),
    ]);
  });

  it('checks texts when a text elsewhere is a number, and leaves that number to the schema', async () => {
    const text = edited(de, ['  headline: Service & Hilfe – wir sind für Sie da', '  headline: 42'], ['displayName: Deutschland', 'displayName: "{bogus}"']);
    const found = located(await validateCountryText('de', text));
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(new RegExp(`^7:15 ${UNKNOWN}`));
    expect(found[1]).toMatch(/^115:13 footer\.headline is an integer \(42\); allowed: a string/);
  });

  it('checks the texts of a file without a footer, and does not ask for its VAT note', async () => {
    const withoutFooter = de.slice(0, de.indexOf('\nfooter:\n') + 1).replace('displayName: Deutschland', 'displayName: Deutschland {bogus}');
    const found = located(await validateCountryText('de', withoutFooter));
    expect(found).toEqual(['3:1 the top level is missing the required key "footer"; add "footer"', expect.stringMatching(new RegExp(`^7:26 ${UNKNOWN}`))]);
    expect(found.join('\n')).not.toContain('vatNote');
  });

  it('leaves a constant of the wrong type to the schema: its placeholder is not called unset, and no range is checked', async () => {
    const text = edited(
      tr,
      ['  freeShipping:\n    threshold: 1000\n', '  freeShipping: bin lira\n'],
      ['    minWorkingDays: 1\n', '    minWorkingDays: bir\n'],
      ['    opens: "09:00"\n', '    opens: 9\n'],
      ['displayName: Türkiye', 'displayName: Türkiye {bogus}'],
    );
    const messages = located(await validateCountryText('tr', text)).map((entry) => entry.replace(/^\d+:\d+ /, ''));
    expect(messages).toEqual(
      expect.arrayContaining([expect.stringMatching(/^business\.freeShipping is a string/), expect.stringMatching(/^business\.dispatch\.minWorkingDays is a string/), expect.stringMatching(/^business\.customerService\.opens is an integer/), expect.stringMatching(new RegExp(`^${UNKNOWN}`))]),
    );
    expect(messages).toHaveLength(4);
  });

  it('reports placeholders when business is no mapping at all or the currency is unknown, and calls none of the constants unset', async () => {
    const notAMapping = edited(tr, ['displayName: Türkiye', 'displayName: Türkiye {bogus} {freeShipping}']).replace(/\nbusiness:\n(?: .*\n|\n)*/, '\nbusiness: 5\n');
    const messages = located(await validateCountryText('tr', notAMapping)).map((entry) => entry.replace(/^\d+:\d+ /, ''));
    expect(messages).toEqual([expect.stringMatching(new RegExp(`^${UNKNOWN}`)), 'business is an integer (5); allowed: a mapping']);

    const unknownCurrency = edited(tr, ['currency: TRY', 'currency: TRL'], ['displayName: Türkiye', 'displayName: Türkiye {bogus} {freeShipping}']);
    const found = located(await validateCountryText('tr', unknownCurrency)).map((entry) => entry.replace(/^\d+:\d+ /, ''));
    expect(found).toEqual(expect.arrayContaining([expect.stringMatching(/^currency is "TRL"/), expect.stringMatching(new RegExp(`^${UNKNOWN}`))]));
    expect(found).toHaveLength(2);
  });

  it('reports a placeholder as unset while another constant is refused, but not one whose own key is misspelt', async () => {
    const text = edited(de, ['    kind: return', '    kind: rückgabe'], ['displayName: Deutschland', 'displayName: Deutschland {freeCoffeeEvery}']);
    expect(located(await validateCountryText('de', text)).map((entry) => entry.replace(/^\d+:\d+ /, ''))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^placeholder \{freeCoffeeEvery\} needs business\.freeCoffeeEvery, which this country does not set; allowed: \{returnPeriod\}$/)]),
    );
    const misspelt = edited(de, ['  statesVatIncluded: true', '  statesVatIncluded: true\n  freeCofeeEvery: 11'], ['displayName: Deutschland', 'displayName: Deutschland {freeCoffeeEvery}']);
    const messages = located(await validateCountryText('de', misspelt)).map((entry) => entry.replace(/^\d+:\d+ /, ''));
    expect(messages).toEqual([expect.stringMatching(/^unknown key "freeCofeeEvery" in business; did you mean "freeCoffeeEvery"\?/)]);
  });
});
