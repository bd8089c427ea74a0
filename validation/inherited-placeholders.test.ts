import { join } from 'node:path';
import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { countryFilesIn, validateCountryFiles, type ValidationResult } from './validate-countries.ts';
import { countryFolder, shippedCountry } from './test-country-file.ts';

const OWN_TEXT = '        introductoryText: Objednajte online a vyzdvihnite si tovar zadarmo v predajni.\n';

/** The shipped CZ and DE, and SK without its own click-and-collect text, so it inherits CZ's, which names {freeCoffeeEvery}. */
function slovakiaInheritingTheCoffeeText(): string {
  const sk = shippedCountry('sk').toString('utf8');
  expect(sk).toContain(OWN_TEXT);
  expect(sk).toContain('  freeCoffeeEvery: null');
  return countryFolder({ 'de.yaml': shippedCountry('de'), 'cz.yaml': shippedCountry('cz'), 'sk.yaml': sk.replace(OWN_TEXT, '') });
}

const shown = ({ diagnostics }: ValidationResult) => diagnostics.map(({ file, line, column, message }) => `${file.replace(/.*\//, '')}:${line}:${column} ${message}`);

describe('a constant an inherited text needs, removed by the inheriting file', () => {
  let folder = '';
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("is the inheriting file's problem, reported at its null and naming the text's place", async () => {
    folder = slovakiaInheritingTheCoffeeText();
    expect(shown(await validateCountryFiles([join(folder, 'sk.yaml')]))).toEqual([
      'sk.yaml:35:20 null removes business.freeCoffeeEvery, but the text at cz.yaml:118:99, which this file inherits, names it as {freeCoffeeEvery}; allowed: leave business.freeCoffeeEvery out to inherit it, write a value of its own, or write a text of its own for footer.teaser.groups.clickAndCollect.introductoryText',
    ]);
  });

  it('leaves the parent valid, checked alone or beside the child', async () => {
    folder = slovakiaInheritingTheCoffeeText();
    const alone = await validateCountryFiles([join(folder, 'cz.yaml')]);
    expect(shown(alone)).toEqual([]);
    const together = await validateCountryFiles(countryFilesIn(folder));
    expect(shown(together).map((line) => line.split(':')[0])).toEqual(['sk.yaml']);
    expect([...together.countries.keys()].sort()).toEqual(['CZ', 'DE']);
  });
});
