import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bundleDataOf, bundleDataOfFolder, bundleDataReader } from './bundle-data.ts';
import { countryFolder, shippedCountry } from './test-country-file.ts';

let folder: string | undefined;
afterEach(() => folder && rmSync(folder, { recursive: true, force: true }));

const twoChildrenOfGermany = () => ({
  'de.yaml': shippedCountry('de'),
  'at.yaml': shippedCountry('at'),
  'ch.yaml': shippedCountry('ch'),
});

describe('bundle data of a folder', () => {
  it('gives every file of the folder, in file-name order, as each file alone gives it', () => {
    folder = countryFolder(twoChildrenOfGermany());
    const each = ['at', 'ch', 'de'].map((stem) => bundleDataOf(join(folder!, `${stem}.yaml`)));
    expect(bundleDataOfFolder(folder)).toEqual(each);
  });

  it('reads a parent once for all the files that inherit from it', () => {
    folder = countryFolder(twoChildrenOfGermany());
    const read = bundleDataReader();
    const austria = read(join(folder, 'at.yaml'));
    // A parent read again would show this change to the second child.
    writeFileSync(join(folder, 'de.yaml'), shippedCountry('de').toString('utf8').replace('headline: Service & Hilfe', 'headline: Changed'));
    const switzerland = read(join(folder, 'ch.yaml'));
    expect([austria.footer.headline, switzerland.footer.headline]).toEqual(['Service & Hilfe – wir sind für Sie da', 'Service & Hilfe – wir sind für Sie da']);
  });
});
