import { describe, expect, it } from 'vitest';
import { countryCodes, dictionaries, loadCountry } from '../test/storefront';

const BASE_LOCALE = 'de-DE';
// Spec §1: the supported locales ("default" is de-DE).
const SPEC_LOCALES = ['de-DE', 'de-AT', 'de-CH', 'fr-CH', 'pl-PL', 'sk-SK', 'cs-CZ', 'hu-HU', 'tr-TR', 'da-DK', 'sv-SE', 'en'];

/** Every leaf of a dictionary as [dotted key, text]. */
function entries(dictionary: object, prefix = ''): [string, string][] {
  return Object.entries(dictionary).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? entries(value, `${prefix}${key}.`) : [[`${prefix}${key}`, String(value)]],
  );
}

/** The argument names of a text, e.g. "Land: {country:string}" → ["country"]. */
/** `{name}` and `{name:type}` arguments; plural parts `{{one|other}}` are words, not arguments. */
function argumentNames(text: string): string[] {
  return [...text.replace(/\{\{[^{}]*\}\}/g, '').matchAll(/\{(\w+)[^}]*\}/g)].map((match) => match[1] ?? '').sort();
}

const base = new Map(entries(dictionaries[BASE_LOCALE] ?? {}));
const others = Object.keys(dictionaries).filter((locale) => locale !== BASE_LOCALE);

describe('locales', () => {
  it('has a folder for every locale of the spec, and no other', () => {
    expect(Object.keys(dictionaries).sort()).toEqual([...SPEC_LOCALES].sort());
  });

  it('has a dictionary for the locale of every country', () => {
    for (const code of countryCodes) expect(dictionaries).toHaveProperty([loadCountry(code).locale]);
  });

  it.each(others)('%s has exactly the keys of the base locale', (locale) => {
    const keys = entries(dictionaries[locale] ?? {}).map(([key]) => key);
    expect(keys.sort()).toEqual([...base.keys()].sort());
  });

  it.each(others)('%s uses the same arguments as the base locale in every text', (locale) => {
    for (const [key, text] of entries(dictionaries[locale] ?? {})) {
      expect(argumentNames(text), key).toEqual(argumentNames(base.get(key) ?? ''));
    }
  });

  it.each(SPEC_LOCALES)('%s has no empty text', (locale) => {
    for (const [key, text] of entries(dictionaries[locale] ?? {})) expect(text.trim(), key).not.toBe('');
  });

  it('writes Swiss German with "ss", never "ß"', () => {
    for (const [key, text] of entries(dictionaries['de-CH'] ?? {})) expect(text, key).not.toContain('ß');
  });
});
