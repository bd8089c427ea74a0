import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { austriaExtendingGermany, countryFolder } from '../../validation/test-country-file.ts';
import { loadCountry } from './storefront';

let folder: string | undefined;
afterEach(() => folder && rmSync(folder, { recursive: true, force: true }));

describe('loadCountry', () => {
  it('gives a country file with what it inherits, as the CLI resolves it', () => {
    folder = countryFolder(austriaExtendingGermany());
    const austria = loadCountry('AT', folder);
    expect([austria.code, austria.displayName, austria.currency, austria.newsletter.elements.salutation.show]).toEqual(['AT', 'Österreich', 'EUR', true]);
    expect(austria).not.toHaveProperty('extends');
  });

  it('refuses a file whose parent cannot be found, naming why', () => {
    folder = countryFolder({ 'at.yaml': 'extends: de\ncode: AT\n' });
    expect(() => loadCountry('AT', folder)).toThrow(/at\.yaml cannot be read: extends is "de", but there is no de\.yaml/);
  });
});
