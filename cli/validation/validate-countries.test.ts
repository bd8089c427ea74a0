import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../paths.ts';
import { MAX_FILE_BYTES } from './file-bytes.ts';
import { countryFilesIn, validateCountryFiles } from './validate-countries.ts';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'validate-countries-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('validateCountryFiles when checking a file fails unexpectedly', () => {
  it('reports that file at line 1, column 1 and still checks the others', async () => {
    copyFileSync(join(paths.countries, 'at.yaml'), join(folder, 'at.yaml'));
    // A link whose target is gone is picked up as a country file, and opening it throws.
    symlinkSync(join(folder, 'gone.yaml'), join(folder, 'de.yaml'));
    const { diagnostics, countries } = await validateCountryFiles(countryFilesIn(folder));
    expect(diagnostics).toEqual([
      expect.objectContaining({ file: expect.stringMatching(/de\.yaml$/), line: 1, column: 1, message: expect.stringMatching(/^could not be checked: Error: ENOENT.*; allowed: /) }),
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

describe('validateCountryFiles on files that are not plain country files', () => {
  const checkedAlone = async (name: string) => {
    const { diagnostics } = await validateCountryFiles([join(folder, name)]);
    return diagnostics.map(({ line, column, message }) => `${line}:${column} ${message}`);
  };

  it('refuses a named pipe at once instead of waiting for a writer', async () => {
    execFileSync('mkfifo', [join(folder, 'at.yaml')]);
    expect(await checkedAlone('at.yaml')).toEqual(['1:1 this is a named pipe, not a regular file; allowed: a regular file']);
  });

  it('refuses a link to an endless device instead of reading it', async () => {
    symlinkSync('/dev/zero', join(folder, 'at.yaml'));
    expect(await checkedAlone('at.yaml')).toEqual(['1:1 this is a device, not a regular file; allowed: a regular file']);
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
    expect(messages).toContain('20002:3 duplicate key "k7"; allowed: each key once per mapping');
  });

  it('lists at most 100 errors per file and counts the rest in one last line', async () => {
    const logos = Array(40_000).fill('x').join(',');
    writeFileSync(join(folder, 'at.yaml'), readFileSync(join(paths.countries, 'at.yaml'), 'utf8').replace('deliveryLogos: [postAt, dpd]', `deliveryLogos: [${logos}]`));
    const started = performance.now();
    const messages = await checkedAlone('at.yaml');
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(messages).toHaveLength(101);
    expect(messages[100]).toMatch(/^\d+:\d+ \d+ more errors in this file from here on, not listed; allowed: at most 100 listed per file/);
  });
});
