import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.ts';
import { scratchCopy } from './scratch-copy.ts';
import { projectRoot } from '../../validation/paths.ts';

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

  // Outside test, item 3: a refused import says first which country the file is for.
  it('says which country the file is for on refusal too', async () => {
    const { stdout, exitCode } = await imported(plExport, '--country', 'CZ');
    expect(exitCode).toBe(1);
    expect(stdout).toMatch(/^pl\.xlf: PL's texts \(pl-PL\)$/m);
  });

  // Outside test, item 2: BCP 47 tags are case-insensitive; a path is compared as the file it names.
  it.each(['pl-pl', 'PL-pl'])('with --country PL, takes PL\'s file with trgLang="%s"', async (tag) => {
    const { exitCode, stderr } = await imported(plExport.replace('trgLang="pl-PL"', `trgLang="${tag}"`), '--country', 'PL');
    expect(exitCode, stderr).toBe(0);
  });

  it.each(['./countries/pl.yaml', 'countries/../countries/pl.yaml'])('with --country PL, takes PL\'s file with <file original="%s">', async (original) => {
    const { exitCode, stderr } = await imported(plExport.replace('original="countries/pl.yaml"', `original="${original}"`), '--country', 'PL');
    expect(exitCode, stderr).toBe(0);
  });

  it('refuses a bare language for a regional locale, naming it', async () => {
    const { exitCode, stderr } = await imported(plExport.replace('trgLang="pl-PL"', 'trgLang="pl"'), '--country', 'PL');
    expect(exitCode).toBe(1);
    expect(stderr).toContain('trgLang="pl" is not PL\'s language pl-PL');
    expect(stderr).not.toContain('import it with --country PL');
  });

  it('refuses a file that contradicts itself, naming the real mismatch', async () => {
    const { exitCode, stderr } = await imported(plExport.replace('trgLang="pl-PL"', 'trgLang="cs-CZ"'), '--country', 'PL');
    expect(exitCode).toBe(1);
    expect(stderr).toContain('trgLang="cs-CZ" is not PL\'s language pl-PL');
    expect(stderr).not.toContain('import it with --country PL');
  });
});

// Outside test, item 4: --out names a file in a folder that exists.
describe('storefront translations export --out', () => {
  it('refuses a file in a missing folder as wrong usage, without a stack trace', async () => {
    const { stderr, exitCode } = await runCli(['translations', 'export', '--country', 'PL', '--out', 'nodir/x.xlf'], copy);
    expect(exitCode).toBe(2);
    expect(stderr).toContain('nodir/x.xlf: the folder nodir does not exist');
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('refuses a folder as wrong usage', async () => {
    mkdirSync(join(copy, 'out-folder'), { recursive: true });
    const { stderr, exitCode } = await runCli(['translations', 'export', '--country', 'PL', '--out', 'out-folder'], copy);
    expect(exitCode).toBe(2);
    expect(stderr).toContain('out-folder is a folder');
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});

// Outside test, item 5: a round trip that changes nothing leaves the record of sources as it was.
describe('an unchanged round trip', () => {
  it.each(['AT', 'PL'])('of %s leaves translations/translated-from.json byte-identical', async (code) => {
    const record = join(copy, 'translations', 'translated-from.json');
    // As checked out: the imports above must not have changed it either.
    const before = readFileSync(join(projectRoot, 'translations', 'translated-from.json'));
    const exported = await runCli(['translations', 'export', '--country', code, '--out', 'round.xlf'], copy);
    expect(exported.exitCode, exported.stderr).toBe(0);
    const { exitCode, stderr } = await runCli(['translations', 'import', 'round.xlf', '--country', code], copy);
    expect(exitCode, stderr).toBe(0);
    expect(readFileSync(record).equals(before)).toBe(true);
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
