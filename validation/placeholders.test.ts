import { describe, expect, it } from 'vitest';
import { located, shippedCountry, validateCountryText } from './test-country-file.ts';

const HEADLINE = '  headline: Service & Hilfe – wir sind für Sie da';
const de = shippedCountry('de').toString('utf8');
const headlineLine = de.split('\n').indexOf(HEADLINE) + 1;

/** DE with its footer headline written as the given YAML (first line after "headline:"), validated. */
async function withHeadline(yaml: string) {
  return validateCountryText('de', de.replace(HEADLINE, `  headline: ${yaml}`));
}

describe('placeholders in country texts', () => {
  it('accepts the shipped countries, whose texts name only constants they set', async () => {
    for (const code of ['at', 'ch', 'ch_fr', 'cz', 'de', 'hu', 'pl', 'sk', 'tr']) {
      expect(located(await validateCountryText(code, shippedCountry(code)))).toEqual([]);
    }
  });

  it('reports an unknown placeholder in a plain text at its "{", with a did-you-mean', async () => {
    expect(located(await withHeadline('Hilfe binnen {retrunPeriod}'))).toEqual([
      `${headlineLine}:26 unknown placeholder {retrunPeriod}; did you mean {returnPeriod}?`,
    ]);
  });

  it('lists the placeholders when no name is close, and gives the JSON pointer of the text', async () => {
    const { diagnostics } = await withHeadline('Hilfe {x}');
    expect(diagnostics.map(({ path, message }) => ({ path, message }))).toEqual([
      {
        path: '/footer/headline',
        message: 'unknown placeholder {x}; allowed: {freeShipping}, {freeShippingLoyaltyCard}, {returnPeriod}, {dispatchDays}, {serviceHours}, {servicePhone}, {freeCoffeeEvery}',
      },
    ]);
  });

  it('knows no placeholder by the names every object has', async () => {
    for (const name of ['toString', 'constructor', 'hasOwnProperty']) {
      expect(located(await withHeadline(`Hilfe {${name}}`))).toEqual([`${headlineLine}:19 unknown placeholder {${name}}; allowed: ${allowedList()}`]);
    }
  });

  it('finds the "{" inside single- and double-quoted texts, after escapes', async () => {
    expect(located(await withHeadline(`'It''s {bogus}'`))).toEqual([`${headlineLine}:20 unknown placeholder {bogus}; allowed: ${allowedList()}`]);
    expect(located(await withHeadline(`"\\"A\\" \\u00e9 {bogus}"`))).toEqual([`${headlineLine}:27 unknown placeholder {bogus}; allowed: ${allowedList()}`]);
  });

  it('reports each occurrence of the same placeholder, on later lines of a block text, not in its header comment', async () => {
    const block = ['>- # {bogus} in a comment', '    Erste {bogus} Zeile', '    und {bogus}, {bogus}'].join('\n');
    expect(located(await withHeadline(block)).map((entry) => entry.split(' ')[0])).toEqual([
      `${headlineLine + 1}:11`,
      `${headlineLine + 2}:9`,
      `${headlineLine + 2}:18`,
    ]);
  });

  it('finds the "{" on a later line of a plain text that spans lines', async () => {
    expect(located(await withHeadline('Service und\n    Hilfe {bogus}')).map((entry) => entry.split(' ')[0])).toEqual([`${headlineLine + 1}:11`]);
  });

  it('refuses a placeholder whose constant the country does not set, naming the constant and what it may use', async () => {
    expect(located(await withHeadline('Ab {freeShipping} versandkostenfrei'))).toEqual([
      `${headlineLine}:16 placeholder {freeShipping} needs business.freeShipping.threshold, which this country does not set; allowed: {returnPeriod}`,
    ]);
  });

  it('checks keys nowhere: only values are texts', async () => {
    const result = await validateCountryText('de', de.replace('  headline:', '  "{bogus}": x\n  headline:'));
    expect(located(result).join('\n')).not.toContain('placeholder');
  });
});

function allowedList(): string {
  return '{freeShipping}, {freeShippingLoyaltyCard}, {returnPeriod}, {dispatchDays}, {serviceHours}, {servicePhone}, {freeCoffeeEvery}';
}
