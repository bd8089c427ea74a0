import { describe, expect, it } from 'vitest';
import { currencyCode, displayName, localeTag, newCode, sourceCode } from './arguments.ts';

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

  it('refuses a malformed locale and a currency that is not ISO 4217', () => {
    expect(localeTag('nl-NL')).toBe('nl-NL');
    expect(() => localeTag('nl_NL')).toThrow('--locale "nl_NL" is malformed');
    expect(() => localeTag('NL-nl')).toThrow('is malformed');
    expect(currencyCode('SEK')).toBe('SEK');
    expect(() => currencyCode('EURO')).toThrow('not an ISO 4217 currency code');
    expect(() => currencyCode('XYZ')).toThrow('not an ISO 4217 currency code');
  });

  it('names the country in its own language unless a name is given', () => {
    expect(displayName(undefined, 'NL', 'nl-NL')).toBe('Nederland');
    expect(displayName(undefined, 'CH_IT', 'it-CH')).toBe('Svizzera');
    expect(displayName('  Holland ', 'NL', 'nl-NL')).toBe('Holland');
    expect(() => displayName('Neder\nland', 'NL', 'nl-NL')).toThrow('one line');
  });
});
