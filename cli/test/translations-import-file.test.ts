import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.ts';
import { scratchCopy } from './scratch-copy.ts';

const copy = scratchCopy('translations-import-file-');
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const KIT_FILES = ['countries/pl.yaml', 'locales/pl-PL/index.ts', 'countries/cz.yaml', 'locales/cs-CZ/index.ts'];
const kitFiles = () => KIT_FILES.map((file) => readFileSync(join(copy, file), 'utf8'));

async function imported(xliff: string, ...args: string[]) {
  writeFileSync(join(copy, 'pl.xlf'), xliff);
  return runCli(['translations', 'import', 'pl.xlf', ...args], copy);
}

let plExport: string;
beforeAll(async () => {
  const exported = await runCli(['translations', 'export', '--country', 'PL'], copy);
  expect(exported.exitCode, exported.stderr).toBe(0);
  plExport = exported.stdout;
});

// Issue 44: PL's export, filled with another country's text, rewrote 227 PL texts without a word.
describe('storefront translations import, for which country', () => {
  it('says which country it imports into', async () => {
    const { stdout, exitCode, stderr } = await imported(plExport);
    expect(exitCode, stderr).toBe(0);
    expect(stdout).toMatch(/^pl\.xlf: PL's texts \(pl-PL\)$/m);
  });

  it('with --country, takes the file made for that country', async () => {
    const { exitCode, stderr } = await imported(plExport, '--country', 'PL');
    expect(exitCode, stderr).toBe(0);
  });

  it('with --country, refuses a file made for another country, saying which it is for, and writes nothing', async () => {
    const before = kitFiles();
    const { stderr, exitCode } = await imported(plExport, '--country', 'CZ');
    expect(exitCode).toBe(1);
    expect(stderr).toContain(
      'pl.xlf:1:1: is a file for PL (pl-PL: trgLang="pl-PL", <file original="locales/pl-PL/index.ts">, <file original="countries/pl.yaml">), not for CZ (cs-CZ); if it is PL\'s, import it with --country PL; for CZ\'s texts, export a file for CZ: storefront translations export --country CZ',
    );
    expect(stderr).toContain('nothing imported: 1 problem.');
    expect(kitFiles()).toEqual(before);
  });
});

describe('storefront translations import, comparing sources', () => {
  it('takes a source a tool re-indented (the npm xliff package does), as XLIFF reads white space', async () => {
    const reindented = plExport.replace(/<source>(.*?)<\/source>/gs, '<source>\n          $1\n        </source>');
    const { stdout, exitCode, stderr } = await imported(reindented);
    expect(exitCode, stderr).toBe(0);
    expect(stdout).toMatch(/^countries\/pl\.yaml: 0 texts written/m);
  });

  it('still refuses a source whose words changed since the export', async () => {
    const changed = plExport.replace('<source>Service &amp; Hilfe – wir sind für Sie da</source>', '<source>Service &amp; Hilfe</source>');
    const { stderr, exitCode } = await imported(changed);
    expect(exitCode).toBe(1);
    expect(stderr).toMatch(/unit "footer\.headline" has the source "Service & Hilfe", but the text is now "Service & Hilfe – wir sind für Sie da"; export the file again and translate the new text$/m);
  });
});
