import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.ts';
import { scratchCopy } from './scratch-copy.ts';

// One copy of the kit for the suite; each test puts back what it made odd.
const kit = scratchCopy('storefront-odd-layout-');
afterAll(() => rmSync(kit, { recursive: true, force: true }));

const snapshot = () => ['countries', 'locales', 'public/service/footer-images/logos'].flatMap((folder) => readdirSync(join(kit, folder)).map((name) => `${folder}/${name}`));

/** Runs `check` with a folder where the kit has the file `path`, then puts the file back. */
async function withFolderInPlaceOf(path: string, check: () => Promise<void>): Promise<void> {
  const file = join(kit, path);
  const content = readFileSync(file);
  rmSync(file);
  mkdirSync(file);
  try {
    await check();
  } finally {
    rmSync(file, { recursive: true });
    writeFileSync(file, content);
  }
}

describe('an odd layout of the data', () => {
  it('says in one line that countries/order.txt is a folder, in validate and in new-country', () =>
    withFolderInPlaceOf('countries/order.txt', async () => {
      const oneLine = /^cannot read countries\/order\.txt: it is a folder; allowed: a text file with one country code a line, or none\n$/;
      const validate = await runCli(['validate'], kit);
      expect(validate.stderr).toMatch(oneLine);
      expect(validate.exitCode).toBe(1);
      const before = snapshot();
      const newCountry = await runCli(['new-country', 'NL', '--from', 'DE', '--locale', 'nl-NL'], kit);
      expect(newCountry.stderr).toMatch(oneLine);
      expect(newCountry.exitCode).toBe(1);
      expect(snapshot()).toEqual(before);
    }), 60_000);

  it("refuses before writing anything when the new locale's index.ts is a folder", async () => {
    const entry = join(kit, 'locales', 'nl-NL', 'index.ts');
    mkdirSync(entry, { recursive: true });
    try {
      const before = [snapshot(), readFileSync(join(kit, 'countries', 'order.txt'), 'utf8')];
      const { stdout, stderr, exitCode } = await runCli(['new-country', 'NL', '--from', 'DE', '--locale', 'nl-NL'], kit);
      expect(stderr).toMatch(/^locales\/nl-NL\/index\.ts is a folder or other non-file, where the new country needs a file; .*nothing was written\n$/);
      expect(stdout).toBe('');
      expect(exitCode).toBe(1);
      expect([snapshot(), readFileSync(join(kit, 'countries', 'order.txt'), 'utf8')]).toEqual(before);
    } finally {
      rmSync(join(kit, 'locales', 'nl-NL'), { recursive: true });
    }
  }, 60_000);
});
