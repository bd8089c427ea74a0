import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../validation/paths.ts';
import { scratchCopy } from './scratch-copy.ts';
import { startCli, type RunningCli } from './start-cli.ts';

/** A check runs in the watching process; on two busy cores the first can still take a few seconds. */
const CHECK_MS = 30_000;

/** Resolves once the output printed after `from` characters matches, so each wait sees only what came after the last. */
async function printedAfter(cli: RunningCli, from: number, expected: RegExp): Promise<string> {
  const deadline = Date.now() + CHECK_MS;
  while (Date.now() < deadline) {
    const printed = cli.output().slice(from);
    if (expected.test(printed)) return printed;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${expected} within ${CHECK_MS} ms, printed:\n${cli.output().slice(from)}`);
}

/** The summary line that closes every check after the first. */
const SUMMARY = /^.*\((no change|\d+ new, \d+ fixed)\)$/m;
const SUMMARIES = new RegExp(SUMMARY.source, 'gm');

describe('storefront validate --watch', () => {
  let folder: string;
  let germanFile: string;
  let cli: RunningCli | undefined;

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'watched-countries-'));
    cpSync(paths.countries, folder, { recursive: true });
    germanFile = join(folder, 'de.yaml');
  });

  afterEach(async () => {
    await cli?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  const edit = (from: string, to: string) => writeFileSync(germanFile, readFileSync(germanFile, 'utf8').replace(from, to));

  it('prints the errors a save makes and fixes, and keeps watching while the data is invalid', async () => {
    cli = await startCli(['validate', '--watch', folder], /for changes; Ctrl\+C stops/, CHECK_MS);
    expect(cli.output()).toMatch(/^9 country files are valid$/m);

    let from = cli.output().length;
    edit('currency: EUR', 'currency: EURO');
    const broken = await printedAfter(cli, from, SUMMARY);
    expect(broken).toMatch(/^new: \S+de\.yaml:\d+:11: currency is "EURO"; did you mean "EUR"\?/m);
    expect(broken).toMatch(/^1 error in 1 of 9 country files \(1 new, 0 fixed\)$/m);

    from = cli.output().length;
    edit('currency: EURO', 'currency: EUR');
    const fixed = await printedAfter(cli, from, SUMMARY);
    expect(fixed).toMatch(/^fixed: \S+de\.yaml:\d+:11: currency is "EURO"/m);
    expect(fixed).not.toMatch(/^new:/m);
    expect(fixed).toMatch(/^9 country files are valid \(0 new, 1 fixed\)$/m);
  }, 3 * CHECK_MS);

  it('checks once after a burst of saves, not once per save', async () => {
    cli = await startCli(['validate', '--watch', folder], /for changes; Ctrl\+C stops/, CHECK_MS);
    const from = cli.output().length;
    // Saves of different files, as "save all" makes them: the system merges repeated events of one file only.
    const deFile = join(folder, 'de.yaml');
    edit('currency: EUR', 'currency: EURO');
    writeFileSync(deFile, readFileSync(deFile));
    edit('currency: EURO', 'currency: USD');
    await printedAfter(cli, from, SUMMARY);
    // Checks run one after another: had the burst started more than one, theirs would come before this save's.
    edit('legalAge: 16', 'legalAge: 17');
    const printed = await printedAfter(cli, from, /legalAge is 17[\s\S]*\(\d+ new, \d+ fixed\)$/m);
    expect(printed.match(SUMMARIES)).toEqual(['1 error in 1 of 9 country files (1 new, 0 fixed)', '2 errors in 1 of 9 country files (1 new, 0 fixed)']);
    // The check saw the file as the last save left it, its code frame too.
    expect(printed).toMatch(/currency is "USD"; allowed: .*\n {2}5 \| currency: USD$/m);
    expect(printed).not.toMatch(/currency is "EURO"/);
  }, 3 * CHECK_MS);

  // An editor, `sed -i` and `mv` save by writing another file and renaming it over the old one.
  it('sees every save of a locale file made by renaming a new file over it, not only the first', async () => {
    const kit = scratchCopy('watched-locales-');
    try {
      const localeFile = join(kit, 'locales', 'pl-PL', 'index.ts');
      const original = readFileSync(localeFile, 'utf8');
      const broken = original.replace("shopName: 'Sklep internetowy',", "shopName: 'Sklep internetowy,");
      const saveByRename = (text: string) => {
        writeFileSync(`${localeFile}.saving`, text);
        renameSync(`${localeFile}.saving`, localeFile);
      };
      cli = await startCli(['validate', '--watch'], /for changes; Ctrl\+C stops/, CHECK_MS, kit);
      for (const [text, expected] of [
        [broken, /^new: locales\/pl-PL\/index\.ts:\d+:\d+: is not valid TypeScript/m],
        [original, /^fixed: locales\/pl-PL\/index\.ts/m],
        [broken, /^new: locales\/pl-PL\/index\.ts:\d+:\d+: is not valid TypeScript/m],
        [original, /^fixed: locales\/pl-PL\/index\.ts/m],
      ] as const) {
        const from = cli.output().length;
        saveByRename(text);
        expect(await printedAfter(cli, from, SUMMARY)).toMatch(expected);
      }
    } finally {
      await cli?.stop();
      rmSync(kit, { recursive: true, force: true });
    }
  }, 6 * CHECK_MS);

  // The schemas' annotations are the list of texts: marking a field as one takes effect at the next check.
  it('follows an edit of a schema that makes a field a text, where placeholders are filled in', async () => {
    const kit = scratchCopy('watched-schemas-');
    try {
      const edit = (file: string, from: string, to: string) => writeFileSync(join(kit, file), readFileSync(join(kit, file), 'utf8').replace(from, to));
      cli = await startCli(['validate', '--watch'], /for changes; Ctrl\+C stops/, CHECK_MS, kit);
      let from = cli.output().length;
      edit('countries/de.yaml', '- label: PayPal', '- label: PayPal {returnPeriod}');
      expect(await printedAfter(cli, from, SUMMARY)).toMatch(/^new: countries\/de\.yaml:\d+:\d+: footer\.\S+label holds \{returnPeriod\}, but placeholders are filled in texts only/m);
      from = cli.output().length;
      edit('schemas/footer.schema.json', '"Label": {\n      "title": "Label",', '"Label": {\n      "title": "Label",\n      "x-placeholders": true,');
      expect(await printedAfter(cli, from, SUMMARY)).toMatch(/^fixed: countries\/de\.yaml:\d+:\d+: footer\.\S+label holds \{returnPeriod\}/m);
    } finally {
      await cli?.stop();
      rmSync(kit, { recursive: true, force: true });
    }
  }, 4 * CHECK_MS);

  it('refuses another format than text', async () => {
    await expect(startCli(['validate', '--watch', '--format', 'json', folder], /never/, CHECK_MS)).rejects.toThrow(/exited with 2[\s\S]*--watch prints text/);
  }, CHECK_MS);
});
