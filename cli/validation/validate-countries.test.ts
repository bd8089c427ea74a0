import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../paths.ts';
import { countryFilesIn, validateCountryFiles } from './validate-countries.ts';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'validate-countries-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('validateCountryFiles when checking a file fails unexpectedly', () => {
  it('reports that file at line 1, column 1 and still checks the others', async () => {
    copyFileSync(join(paths.countries, 'at.yaml'), join(folder, 'at.yaml'));
    // A folder whose name ends in .yaml is picked up as a country file, and reading it throws.
    mkdirSync(join(folder, 'de.yaml'));
    const { diagnostics, countries } = await validateCountryFiles(countryFilesIn(folder));
    expect(diagnostics).toEqual([
      expect.objectContaining({ file: expect.stringMatching(/de\.yaml$/), line: 1, column: 1, message: expect.stringMatching(/^could not be checked: Error: EISDIR.*; allowed: /) }),
    ]);
    expect([...countries.keys()]).toEqual(['AT']);
  });

  it('turns a failure in the checks that span files into a diagnostic for that file', async () => {
    copyFileSync(join(paths.countries, 'at.yaml'), join(folder, 'at.yaml'));
    copyFileSync(join(paths.countries, 'de.yaml'), join(folder, 'de.yaml'));
    const locales = join(folder, 'locales');
    mkdirSync(join(locales, 'de-DE'), { recursive: true });
    mkdirSync(join(locales, 'de-AT'));
    writeFileSync(join(locales, 'de-DE', 'index.ts'), 'export default { greeting: "Hallo" };\n');
    writeFileSync(join(locales, 'de-AT', 'index.ts'), 'throw new RangeError("broken translations");\n');
    const { diagnostics, countries } = await validateCountryFiles(countryFilesIn(folder), { localesDir: locales });
    expect(diagnostics.map(({ file, line, column, message }) => ({ file: file.replace(/.*\//, ''), line, column, message }))).toEqual([
      { file: 'at.yaml', line: 1, column: 1, message: 'could not be checked: RangeError: broken translations; allowed: a readable YAML country file' },
    ]);
    expect([...countries.keys()]).toEqual(['DE']);
  });
});
