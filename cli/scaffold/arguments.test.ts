import { describe, expect, it } from 'vitest';
import { currencyCode, localeOfCountry, localeTag, nameArgument, newCode, regionName, sourceCode } from './arguments.ts';

const existing = ['DE', 'AT', 'CH', 'CH_FR'];

describe('new-country arguments', () => {
  it('takes a new code in any case and refuses one that exists or cannot be a code', () => {
    expect(newCode('nl', existing, 'countries/nl.yaml')).toBe('NL');
    expect(newCode('ch_it', existing, 'countries/ch_it.yaml')).toBe('CH_IT');
    expect(() => newCode('at', existing, 'countries/at.yaml')).toThrow('AT exists already (countries/at.yaml)');
    expect(() => newCode('NLD', existing, 'x')).toThrow('is not a country code');
    expect(() => newCode('../de', existing, 'x')).toThrow('is not a country code');
  });

  it('names the closest country when --from is mistyped, and requires it', () => {
    expect(sourceCode('de', existing)).toBe('DE');
    expect(() => sourceCode('DR', existing)).toThrow('did you mean DE?');
    expect(() => sourceCode(undefined, existing)).toThrow('--from is required');
  });

  it('refuses a malformed locale and a currency the schema does not list', () => {
    expect(localeTag('nl-NL')).toBe('nl-NL');
    expect(() => localeTag('nl_NL')).toThrow('--locale "nl_NL" is malformed');
    expect(() => localeTag('NL-nl')).toThrow('is malformed');
    const currencies = ['EUR', 'CHF', 'PLN'];
    expect(currencyCode('CHF', currencies)).toBe('CHF');
    expect(() => currencyCode('EURO', currencies)).toThrow('"EURO" is not a currency the shops sell in; did you mean EUR? allowed: EUR, CHF, PLN');
    expect(() => currencyCode('SEK', currencies)).toThrow('add another to Currency in schemas/common.schema.json');
  });

  it('refuses a language or region that does not exist, in --locale and in the code', () => {
    expect(localeTag('en')).toBe('en');
    expect(localeTag('it-CH')).toBe('it-CH');
    expect(() => localeTag('xx-NL')).toThrow('--locale xx-NL: "xx" is no language; allowed: an ISO 639 language code');
    expect(() => localeTag('nl-YY')).toThrow('--locale nl-YY: "YY" is no region; allowed: an ISO 3166 country code');
    expect(() => localeTag('nl-ZZ')).toThrow('"ZZ" is no region');
    expect(() => newCode('XX', existing, 'x')).toThrow('the code XX names no country: XX is no region');
    expect(() => newCode('CH_XX', existing, 'x')).toThrow('the code CH_XX: XX is no language');
  });

  it('refuses a region that is no country: an informal code with the one meant, and groupings', () => {
    expect(() => newCode('UK', existing, 'x')).toThrow('the code UK names no country: UK is not an ISO 3166-1 code; did you mean GB? allowed: an ISO 3166 country code');
    expect(() => newCode('UK_CY', existing, 'x')).toThrow('did you mean GB_CY?');
    for (const grouping of ['EU', 'EZ', 'UN', 'QO', 'XA']) expect(() => newCode(grouping, existing, 'x')).toThrow(`${grouping} (`);
    expect(() => newCode('EU', existing, 'x')).toThrow('EU (European Union) is a region but no country; allowed:');
    expect(() => localeTag('en-UK')).toThrow('--locale en-UK: "UK" is not an ISO 3166-1 code; did you mean en-GB? allowed:');
    expect(() => localeTag('de-EU')).toThrow('"EU" (European Union) is a region but no country');
    expect(newCode('GB', existing, 'x')).toBe('GB');
    expect(newCode('XK', existing, 'x')).toBe('XK');
    expect(newCode('CH_IT', existing, 'x')).toBe('CH_IT');
  });

  it("refuses a locale of another region than the country's unless that is allowed", () => {
    expect(() => localeOfCountry('nl-BE', 'NL', false)).toThrow(
      "--locale nl-BE names the region BE, not NL: as NL's hreflang it would tell search engines the shop is for Belgium; did you mean nl-NL? allowed: a locale of NL, or --allow-locale-region to keep nl-BE",
    );
    expect(localeOfCountry('nl-BE', 'NL', true)).toBe('nl-BE');
    expect(localeOfCountry('it-CH', 'CH_IT', false)).toBe('it-CH');
    expect(localeOfCountry('en', 'MT', false)).toBe('en');
  });

  it('names the country in its own language unless a name is given', () => {
    expect(regionName('NL', 'nl-NL')).toBe('Nederland');
    expect(regionName('CH_IT', 'it-CH')).toBe('Svizzera');
    expect(nameArgument('  Holland ')).toBe('Holland');
    expect(() => nameArgument('Neder\nland')).toThrow('--name holds a tab or line break');
  });
});
