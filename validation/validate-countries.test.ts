import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from './paths.ts';
import { MAX_FILE_BYTES } from './file-bytes.ts';
import { austriaExtendingGermany, countryFolder, shippedCountry, validateCountryText } from './test-country-file.ts';
import { countryFilesIn, validateCountryFiles } from './validate-countries.ts';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'validate-countries-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('validateCountryFiles when checking a file fails unexpectedly', () => {
  it('reports that file at line 1, column 1 and still checks the others', async () => {
    copyFileSync(join(paths.countries, 'de.yaml'), join(folder, 'de.yaml'));
    writeFileSync(join(folder, 'at.yaml'), 'extends: de\n');
    // A file removed after it was listed: opening it throws.
    const listed = countryFilesIn(folder);
    rmSync(join(folder, 'at.yaml'));
    const { diagnostics, countries } = await validateCountryFiles(listed);
    expect(diagnostics).toEqual([
      expect.objectContaining({ file: expect.stringMatching(/at\.yaml$/), line: 1, column: 1, message: expect.stringMatching(/^could not be checked: Error: ENOENT.*; allowed: /) }),
    ]);
    expect([...countries.keys()]).toEqual(['DE']);
  });

  it('turns a locale file that cannot be read into a diagnostic for that file, and its country into an invalid one', async () => {
    copyFileSync(join(paths.countries, 'at.yaml'), join(folder, 'at.yaml'));
    copyFileSync(join(paths.countries, 'de.yaml'), join(folder, 'de.yaml'));
    const locales = join(folder, 'locales');
    mkdirSync(join(locales, 'de-DE'), { recursive: true });
    writeFileSync(join(locales, 'de-DE', 'index.ts'), 'export default { greeting: "Hallo" };\n');
    // A folder where the file should be: reading it fails.
    mkdirSync(join(locales, 'de-AT', 'index.ts'), { recursive: true });
    const { diagnostics, countries } = await validateCountryFiles(countryFilesIn(folder), { localesDir: locales });
    expect(diagnostics.map(({ file, line, column, message }) => ({ file: file.replace(/.*\/locales\//, ''), line, column, message }))).toEqual([
      { file: 'de-AT/index.ts', line: 1, column: 1, message: 'this is a folder, not a regular file; allowed: a regular file' },
    ]);
    expect([...countries.keys()]).toEqual(['DE']);
  });

  it('reports a base locale file that cannot be read once, though every locale reads it', async () => {
    for (const code of ['de', 'at', 'ch']) copyFileSync(join(paths.countries, `${code}.yaml`), join(folder, `${code}.yaml`));
    const locales = join(folder, 'locales');
    for (const locale of ['de-AT', 'de-CH']) {
      mkdirSync(join(locales, locale), { recursive: true });
      copyFileSync(join(paths.locales, locale, 'index.ts'), join(locales, locale, 'index.ts'));
    }
    mkdirSync(join(locales, 'de-DE', 'index.ts'), { recursive: true });
    const { diagnostics, countries } = await validateCountryFiles(countryFilesIn(folder), { localesDir: locales });
    expect(diagnostics.map(({ file, message }) => `${file.replace(/.*\/locales\//, '')}: ${message}`)).toEqual(['de-DE/index.ts: this is a folder, not a regular file; allowed: a regular file']);
    // DE's own texts are that file: no country it reaches is valid.
    expect([...countries.keys()]).toEqual([]);
  });
});

describe('validateCountryFiles on files that are not plain country files', () => {
  const checkedAlone = async (name: string) => {
    const { diagnostics } = await validateCountryFiles([join(folder, name)]);
    return diagnostics.map(({ line, column, message }) => `${line}:${column} ${message}`);
  };

  it('refuses a named pipe at once instead of waiting for a writer', async () => {
    execFileSync('mkfifo', [join(folder, 'at.yaml')]);
    expect(await checkedAlone('at.yaml')).toEqual(['1:1 this is a named pipe, not a regular file; allowed: a regular file']);
  });

  it('refuses a link to an endless device as a link, without opening the device', async () => {
    symlinkSync('/dev/zero', join(folder, 'at.yaml'));
    expect(await checkedAlone('at.yaml')).toEqual([expect.stringMatching(/^1:1 this is a symbolic link to a file outside \S+\/; allowed: a regular file, not a link/)]);
  });

  it('refuses an endless device named as the file to check instead of reading it', async () => {
    const { diagnostics } = await validateCountryFiles(['/dev/zero']);
    expect(diagnostics.map(({ line, column, message }) => `${line}:${column} ${message}`)).toEqual(['1:1 this is a device, not a regular file; allowed: a regular file']);
  });

  it('refuses a folder named like a country file', async () => {
    mkdirSync(join(folder, 'at.yaml'));
    expect(await checkedAlone('at.yaml')).toEqual(['1:1 this is a folder, not a regular file; allowed: a regular file']);
  });

  it('refuses a file over the size limit without parsing it, and reads one at the limit', async () => {
    writeFileSync(join(folder, 'at.yaml'), `# ${'x'.repeat(MAX_FILE_BYTES - 3)}\n`);
    expect((await checkedAlone('at.yaml')).join('\n')).not.toMatch(/bytes long/);
    writeFileSync(join(folder, 'at.yaml'), `# ${'x'.repeat(MAX_FILE_BYTES - 2)}\n`);
    expect(await checkedAlone('at.yaml')).toEqual([`1:1 the file is ${MAX_FILE_BYTES + 1} bytes long; allowed: at most 262144 bytes (256 KiB)`]);
  });

  it('checks a mapping of 20,000 keys in seconds, not the half minute of a pairwise duplicate check', async () => {
    writeFileSync(join(folder, 'at.yaml'), `x:\n${Array.from({ length: 20_000 }, (_, index) => `  k${index}: 1\n`).join('')}  k7: 2\n`);
    const started = performance.now();
    const messages = await checkedAlone('at.yaml');
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(messages).toContain('20002:3 duplicate key "k7" (the first one is at 9:3); allowed: each key once per mapping');
  });

  it('lists at most 100 errors per file and counts the rest in one last line', async () => {
    const logos = Array(1_000).fill('x').join(',');
    writeFileSync(join(folder, 'de.yaml'), readFileSync(join(paths.countries, 'de.yaml'), 'utf8').replace('deliveryLogos: [dhl, hermes, dpd]', `deliveryLogos: [${logos}]`));
    const messages = await checkedAlone('de.yaml');
    expect(messages).toHaveLength(101);
    expect(messages[100]).toMatch(/^\d+:\d+ \d+ more errors in this file from here on, not listed; allowed: at most 100 listed per file/);
  });
});

describe('validateCountryFiles with extends', () => {
  const FIXTURE = 'cli/test/fixtures/validate/error-in-inherited-value';
  const shown = ({ diagnostics }: { diagnostics: Array<{ file: string; line: number; column: number; message: string }> }) =>
    diagnostics.map(({ file, line, column, message }) => `${file.replace(/.*\//, '')}:${line}:${column} ${message}`);

  it('accepts a real pair: an Austrian file that writes only what differs from the German one', async () => {
    rmSync(folder, { recursive: true, force: true });
    folder = countryFolder(austriaExtendingGermany());
    const { diagnostics, countries } = await validateCountryFiles(countryFilesIn(folder));
    expect(diagnostics).toEqual([]);
    const at = countries.get('AT')!.config;
    expect([at.code, at.locale, at.displayName, at.currency, at.newsletter.elements.salutation.show]).toEqual(['AT', 'de-AT', 'Österreich', 'EUR', true]);
    expect(at).not.toHaveProperty('extends');
  });

  it('reads the parents of a file checked alone from its folder', async () => {
    rmSync(folder, { recursive: true, force: true });
    folder = countryFolder(austriaExtendingGermany());
    const { diagnostics, countries, fileCount } = await validateCountryFiles([join(folder, 'at.yaml')]);
    expect(diagnostics).toEqual([]);
    expect([...countries.keys()]).toEqual(['AT']);
    expect(fileCount).toBe(2);
  });

  it('reports an inherited problem in the parent, naming the inheriting file, when the child is checked alone', async () => {
    expect(shown(await validateCountryFiles([join(FIXTURE, 'at.yaml')]))).toEqual([
      'de.yaml:15:11 legalAge is 17; allowed: 16, 18 (inherited by at.yaml)',
      'de.yaml:31:13 newsletter.elements.salutation.show is false; allowed: true (a required element must be shown) (inherited by at.yaml)',
    ]);
  });

  it("reports a parent's problem once, as the parent's, when the parent is checked too; the child is still not valid", async () => {
    const result = await validateCountryFiles(countryFilesIn(FIXTURE));
    expect(shown(result).filter((line) => line.includes('legalAge'))).toEqual(['de.yaml:15:11 legalAge is 17; allowed: 16, 18']);
    expect(result.countries.size).toBe(0);
  });

  it('does not return a child as valid when its parent has a problem of its own, even one the child overrides', async () => {
    rmSync(folder, { recursive: true, force: true });
    folder = countryFolder({ ...austriaExtendingGermany(), 'de.yaml': `${shippedCountry('de').toString()}legalAge: 16\n` });
    const { diagnostics, countries } = await validateCountryFiles(countryFilesIn(folder));
    expect(shown({ diagnostics })).toEqual([expect.stringMatching(/^de\.yaml:\d+:1 duplicate key "legalAge"/)]);
    expect([...countries.keys()]).toEqual([]);
  });

  it("lists an unreadable parent's own errors and gives the child one error at its extends", async () => {
    rmSync(folder, { recursive: true, force: true });
    folder = countryFolder({ 'de.yaml': 'code: "DE\n', 'at.yaml': 'extends: de\ncode: AT\n' });
    const result = await validateCountryFiles([join(folder, 'at.yaml')]);
    expect(shown(result)).toEqual([
      'at.yaml:1:10 extends is "de", but de.yaml has errors that keep it from being read (listed for that file), so the values this file inherits could not be checked; allowed: a parent file that can be read',
      expect.stringMatching(/^de\.yaml:\d+:\d+ invalid YAML: /),
    ]);
  });

  it('reports a broken parent once, and checks what each child writes itself without the parent', async () => {
    rmSync(folder, { recursive: true, force: true });
    const austria = 'extends: de\ncode: AU\ncolour: red\nlegalAge: 17\nfooter:\n  legalLinks:\n    imprint: null\n';
    folder = countryFolder({ 'de.yaml': 'code: [DE\n', 'at.yaml': austria, 'ch.yaml': 'extends: de\ncode: CH\n', 'ch_fr.yaml': 'extends: ch\ncode: CH_FR\nshop: [\n' });
    const result = await validateCountryFiles(countryFilesIn(folder));
    const unchecked = (parent: string) => `extends is "${parent}", but ${parent}.yaml has errors that keep it from being read (listed for that file), so the values this file inherits could not be checked; allowed: a parent file that can be read`;
    expect(shown(result)).toEqual([
      `at.yaml:1:10 ${unchecked('de')}`,
      'at.yaml:2:7 code is "AU" but the file is named at.yaml; allowed: the file au.yaml for code "AU"',
      'at.yaml:3:1 unknown key "colour" in the top level; allowed keys here: extends, code, locale, currency, displayName, shop, legalAge, mobileApps, company, newsletter, business, footer, analytics, acceptStaleTranslations',
      'at.yaml:4:11 legalAge is 17; allowed: 16, 18',
      expect.stringMatching(/^ch_fr\.yaml:3:7 invalid YAML: /),
      `ch.yaml:1:10 ${unchecked('de')}`,
      expect.stringMatching(/^de\.yaml:1:7 invalid YAML: /),
    ]);
    expect(result.countries.size).toBe(0);
  });

  it('refuses a second shop with the same locale, whose hreflang would name two shops', async () => {
    rmSync(folder, { recursive: true, force: true });
    const { 'de.yaml': germany, 'at.yaml': austria } = austriaExtendingGermany();
    folder = countryFolder({ 'de.yaml': germany!, 'at.yaml': String(austria).replace('locale: de-AT', 'locale: de-DE') });
    expect(shown(await validateCountryFiles(countryFilesIn(folder)))).toEqual([
      'at.yaml:3:9 locale "de-DE" is also the locale of the shop in de.yaml; allowed: a locale of its own, which is the shop\'s hreflang',
      'de.yaml:4:9 locale "de-DE" is also the locale of the shop in at.yaml; allowed: a locale of its own, which is the shop\'s hreflang',
    ]);
  });

  it('asks a child that inherits its code to write its own, at the top of the child', async () => {
    rmSync(folder, { recursive: true, force: true });
    folder = countryFolder({ 'de.yaml': shippedCountry('de'), 'at.yaml': '# Austria\nextends: de\nlocale: de-AT\n' });
    expect(shown(await validateCountryFiles([join(folder, 'at.yaml')]))).toEqual([
      'at.yaml:2:1 at.yaml does not write its code, so it inherits "DE" from de.yaml; allowed: each file writes its own code (code: AT)',
      // It inherits the German shop too, which the file beside it has, though only at.yaml is checked.
      'de.yaml:11:8 shop url "https://www.shop.example.de/" is also the shop of de.yaml; allowed: each shop address in one country file (inherited by at.yaml)',
    ]);
  });
});

describe('validateCountryFiles runs the checks across files despite schema errors', () => {
  it('reports a wrong code and a missing locale beside a schema error in the same file', async () => {
    const text = shippedCountry('de').toString().replace('code: DE', 'code: AT').replace('locale: de-DE', 'locale: fr-FR').replace('legalAge: 16', 'legalAge: 17');
    const { diagnostics, countries } = await validateCountryText('de', text);
    expect(diagnostics.map(({ line, path }) => `${line} ${path}`)).toEqual(['3 /code', '4 /locale', '15 /legalAge']);
    expect(countries.size).toBe(0);
  });

  it('builds no rule on a value the schema refuses: an unknown code gets no file-name error', async () => {
    const { diagnostics } = await validateCountryText('de', shippedCountry('de').toString().replace('code: DE', 'code: 42'));
    expect(diagnostics.map(({ path, message }) => `${path} ${message}`)).toEqual([expect.stringMatching(/^\/code code is an integer \(42\); allowed: /)]);
  });
});
