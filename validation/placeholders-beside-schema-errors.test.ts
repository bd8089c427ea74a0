import { describe, expect, it } from 'vitest';
import { edited, located, shippedCountry, validateCountryText } from './test-country-file.ts';

const de = shippedCountry('de').toString('utf8');
const tr = shippedCountry('tr').toString('utf8');
const lineIn = (text: string, line: string) => text.split('\n').indexOf(line) + 1;

const UNKNOWN = 'unknown placeholder {bogus}';

describe('placeholders are checked even where the schema refuses the file', () => {
  it('reports an unknown placeholder and an unset constant beside a schema error elsewhere in the file', async () => {
    const text = edited(de, ['legalAge: 16', 'legalAge: sechzehn'], ['  headline: Service & Hilfe', '  headline: Ab {freeShipping} Service & Hilfe {bogus}']);
    const found = located(await validateCountryText('de', text));
    const headline = lineIn(text, '  headline: Ab {freeShipping} Service & Hilfe {bogus} – wir sind für Sie da');
    expect(found).toEqual([
      '15:11 legalAge is "sechzehn"; allowed: 16, 18',
      expect.stringMatching(new RegExp(`^${headline}:16 placeholder \\{freeShipping\\} needs business.freeShipping.threshold, which this country does not set`)),
      expect.stringMatching(new RegExp(`^${headline}:47 ${UNKNOWN}`)),
    ]);
  });

  it('checks texts when a text elsewhere is a number, and leaves that number to the schema', async () => {
    const text = edited(de, ['  headline: Service & Hilfe – wir sind für Sie da', '  headline: 42'], ['    heading: Folgen Sie uns', '    heading: "{bogus}"']);
    const found = located(await validateCountryText('de', text));
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(new RegExp(`^${lineIn(text, '  headline: 42')}:13 footer\\.headline is an integer \\(42\\); allowed: a string`));
    expect(found[1]).toMatch(new RegExp(`^${lineIn(text, '    heading: "{bogus}"')}:15 ${UNKNOWN}`));
  });

  it('checks the texts of a footer that lacks its sales tax, and does not ask for its VAT note', async () => {
    const headlineOnly = `${de.slice(0, de.indexOf('\nfooter:\n') + 1)}footer:\n  headline: Hilfe {bogus}\n`;
    const found = located(await validateCountryText('de', headlineOnly));
    expect(found).toEqual(expect.arrayContaining([expect.stringMatching(/missing the required key "salesTax"/), expect.stringMatching(new RegExp(`^${lineIn(headlineOnly, '  headline: Hilfe {bogus}')}:19 ${UNKNOWN}`))]));
    expect(found.join('\n')).not.toContain('vatNote');
  });

  it('leaves a constant of the wrong type to the schema: its placeholder is not called unset, and no range is checked', async () => {
    const text = edited(
      tr,
      ['  freeShipping:\n    threshold: 1000\n', '  freeShipping: bin lira\n'],
      ['    minWorkingDays: 1\n', '    minWorkingDays: bir\n'],
      ['    opens: "09:00"\n', '    opens: 9\n'],
      ['  headline: Hizmet', '  headline: Hizmet {bogus}'],
    );
    const messages = located(await validateCountryText('tr', text)).map((entry) => entry.replace(/^\d+:\d+ /, ''));
    expect(messages).toEqual(
      expect.arrayContaining([expect.stringMatching(/^business\.freeShipping is a string/), expect.stringMatching(/^business\.dispatch\.minWorkingDays is a string/), expect.stringMatching(/^business\.customerService\.opens is an integer/), expect.stringMatching(new RegExp(`^${UNKNOWN}`))]),
    );
    expect(messages).toHaveLength(4);
  });

  it('reports placeholders when business is no mapping at all or the currency is unknown, and calls none of the constants unset', async () => {
    const notAMapping = edited(tr, ['  headline: Hizmet', '  headline: Hizmet {bogus} {freeShipping}']).replace(/\nbusiness:\n(?: .*\n|\n)*/, '\nbusiness: 5\n');
    const messages = located(await validateCountryText('tr', notAMapping)).map((entry) => entry.replace(/^\d+:\d+ /, ''));
    expect(messages).toEqual(['business is an integer (5); allowed: a mapping', expect.stringMatching(new RegExp(`^${UNKNOWN}`))]);

    const unknownCurrency = edited(tr, ['currency: TRY', 'currency: TRL'], ['  headline: Hizmet', '  headline: Hizmet {bogus} {freeShipping}']);
    const found = located(await validateCountryText('tr', unknownCurrency)).map((entry) => entry.replace(/^\d+:\d+ /, ''));
    expect(found).toEqual(expect.arrayContaining([expect.stringMatching(/^currency is "TRL"/), expect.stringMatching(new RegExp(`^${UNKNOWN}`))]));
    expect(found).toHaveLength(2);
  });

  it('reports a placeholder as unset while another constant is refused, but not one whose own key is misspelt', async () => {
    const text = edited(de, ['    kind: return', '    kind: rückgabe'], ['  headline: Service', '  headline: Service {freeCoffeeEvery}']);
    expect(located(await validateCountryText('de', text)).map((entry) => entry.replace(/^\d+:\d+ /, ''))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^placeholder \{freeCoffeeEvery\} needs business\.freeCoffeeEvery, which this country does not set; allowed: \{returnPeriod\}$/)]),
    );
    const misspelt = edited(de, ['  statesVatIncluded: true', '  statesVatIncluded: true\n  freeCofeeEvery: 11'], ['  headline: Service', '  headline: Service {freeCoffeeEvery}']);
    const messages = located(await validateCountryText('de', misspelt)).map((entry) => entry.replace(/^\d+:\d+ /, ''));
    expect(messages).toEqual([expect.stringMatching(/^unknown key "freeCofeeEvery" in business; did you mean "freeCoffeeEvery"\?/)]);
  });
});
