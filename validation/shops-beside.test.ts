import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { austriaExtendingGermany, countryFolder } from './test-country-file.ts';
import { validateCountryFiles } from './validate-countries.ts';

/** AT as the shared fixture writes it, with `from` replaced by `to` in its file. */
function austriaWith(from: string, to: string): Record<string, string | Buffer> {
  const files = austriaExtendingGermany();
  const at = String(files['at.yaml']);
  expect(at).toContain(from);
  return { ...files, 'at.yaml': at.replace(from, to) };
}

describe('a file checked alone, beside the other country files of its folder', () => {
  let folder = '';
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  const checkedAlone = async (file: string) =>
    (await validateCountryFiles([join(folder, file)])).diagnostics.map(({ file: shownFile, line, column, message }) => `${shownFile.replace(/.*\//, '')}:${line}:${column} ${message}`);

  it("is told when its shop address is another file's, and the other file is not reported on", async () => {
    folder = countryFolder(austriaWith('https://www.shop.example.at/', 'https://WWW.shop.example.de'));
    expect(await checkedAlone('at.yaml')).toEqual(['at.yaml:6:8 shop url "https://www.shop.example.de/" is also the shop of de.yaml; allowed: each shop address in one country file']);
  });

  it("is told when its locale is another file's, also when the other file is the one checked", async () => {
    folder = countryFolder(austriaWith('locale: de-AT', 'locale: de-DE'));
    expect(await checkedAlone('at.yaml')).toEqual(["at.yaml:3:9 locale \"de-DE\" is also the locale of the shop in de.yaml; allowed: a locale of its own, which is the shop's hreflang"]);
    expect(await checkedAlone('de.yaml')).toEqual(["de.yaml:4:9 locale \"de-DE\" is also the locale of the shop in at.yaml; allowed: a locale of its own, which is the shop's hreflang"]);
  });
});
