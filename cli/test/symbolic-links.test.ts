import { linkSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { runCli, type CliRun } from './run-cli.ts';
import { scratchCopy } from './scratch-copy.ts';

// One copy of the kit for the suite, with a secret beside its countries folder as CI has one.
const kit = scratchCopy('storefront-links-');
const SECRET = 'ghp_n3ver_pr1nt_th1s_t0ken';
writeFileSync(join(kit, '.env'), `DEPLOY_TOKEN=${SECRET}\nsecond: ${SECRET}\n`);
afterAll(() => rmSync(kit, { recursive: true, force: true }));

const replaced: Array<{ file: string; content: Buffer }> = [];
/** Puts a symbolic link in place of one of the kit's files, until the test ends. */
function linkInPlaceOf(path: string, target: string): void {
  const file = join(kit, path);
  replaced.push({ file, content: readFileSync(file) });
  rmSync(file);
  symlinkSync(target, file);
}
afterEach(() => {
  for (const { file, content } of replaced.splice(0)) {
    rmSync(file);
    writeFileSync(file, content);
  }
});

const run = (...args: string[]) => runCli(args, kit);
const printed = ({ stdout, stderr }: CliRun) => stdout + stderr;

describe('a symbolic link in the countries folder', () => {
  it('is an error at the link in validate, and nothing of the file it points to is printed', async () => {
    linkInPlaceOf('countries/pl.yaml', '../.env');
    const text = await run('validate');
    expect(text.stdout).toMatch(/^countries\/pl\.yaml:1:1: this is a symbolic link to a file outside countries\/; allowed: a regular file/m);
    expect(printed(text)).not.toContain(SECRET);
    expect(printed(text)).not.toContain('DEPLOY_TOKEN');
    expect(text.exitCode).toBe(1);

    const github = await run('validate', '--format', 'github');
    expect(github.stdout).toMatch(/^::error file=countries\/pl\.yaml,line=1,col=1::this is a symbolic link to a file outside countries\//m);
    expect(printed(github)).not.toContain(SECRET);
    expect(printed(github)).not.toContain('DEPLOY_TOKEN');
    expect(github.exitCode).toBe(1);
  }, 60_000);

  it('stops show, list and build with the same error, printing nothing of the target', async () => {
    linkInPlaceOf('countries/pl.yaml', '../.env');
    for (const args of [['show', '--country', 'PL'], ['list'], ['build', '--country', 'PL', '--out-dir', 'dist-links']]) {
      const result = await run(...args);
      expect(result.stderr, args.join(' ')).toContain('countries/pl.yaml:1:1: this is a symbolic link to a file outside countries/');
      expect(printed(result), args.join(' ')).not.toContain(SECRET);
      expect(result.exitCode, args.join(' ')).toBe(1);
    }
  }, 90_000);

  it('is an error at the parent when the file a country extends is a link', async () => {
    linkInPlaceOf('countries/de.yaml', '../.env');
    const result = await run('validate', '--country', 'AT');
    expect(result.stdout).toMatch(/^countries\/de\.yaml:1:1: this is a symbolic link to a file outside countries\//m);
    expect(printed(result)).not.toContain(SECRET);
    expect(result.exitCode).toBe(1);
  }, 60_000);

  it('is an error at the order file when order.txt is a link, in validate and in new-country', async () => {
    linkInPlaceOf('countries/order.txt', '../.env');
    const github = await run('validate', '--format', 'github');
    expect(github.stdout).toMatch(/^::error file=countries\/order\.txt,line=1,col=1::this is a symbolic link to a file outside countries\//m);
    expect(printed(github)).not.toContain(SECRET);
    expect(github.exitCode).toBe(1);

    const newCountry = await run('new-country', 'NL', '--from', 'DE', '--locale', 'nl-NL');
    expect(newCountry.stderr).toContain('countries/order.txt:1:1: this is a symbolic link to a file outside countries/');
    expect(printed(newCountry)).not.toContain(SECRET);
    expect(newCountry.exitCode).toBe(1);
  }, 60_000);

  it('is refused even when it points to a country file of the same folder', async () => {
    linkInPlaceOf('countries/pl.yaml', 'de.yaml');
    const result = await run('validate');
    expect(result.stdout).toMatch(/^countries\/pl\.yaml:1:1: this is a symbolic link to de\.yaml in countries\/; allowed: a regular file/m);
    expect(result.exitCode).toBe(1);
  }, 60_000);

  it('is an error when it points nowhere', async () => {
    linkInPlaceOf('countries/pl.yaml', '../no-such-file');
    const result = await run('validate');
    expect(result.stdout).toMatch(/^countries\/pl\.yaml:1:1: this is a symbolic link to a file outside countries\//m);
    expect(result.exitCode).toBe(1);
  }, 60_000);
});

describe('a countries folder or file that reaches outside in other ways', () => {
  it('refuses a hard link, which git cannot carry but a copy can, printing nothing of the file', async () => {
    const file = join(kit, 'countries', 'pl.yaml');
    replaced.push({ file, content: readFileSync(file) });
    rmSync(file);
    linkSync(join(kit, '.env'), file);
    const result = await run('validate', '--format', 'github');
    expect(result.stdout).toMatch(/^::error file=countries\/pl\.yaml,line=1,col=1::this file has other names \(a hard link\)/m);
    expect(printed(result)).not.toContain(SECRET);
    expect(result.exitCode).toBe(1);
  }, 60_000);

  it('refuses a countries folder that is itself a symbolic link, which a pull request can commit', async () => {
    const outside = join(kit, 'outside');
    mkdirSync(outside, { recursive: true });
    writeFileSync(join(outside, 'pl.yaml'), `SECRET=${SECRET}\n`);
    symlinkSync(outside, join(kit, 'linked-countries'));
    const result = await run('validate', 'linked-countries');
    expect(printed(result)).toContain('linked-countries/pl.yaml:1:1: the folder linked-countries/ is a symbolic link');
    expect(printed(result)).not.toContain(SECRET);
    expect(result.exitCode).toBe(1);
  }, 60_000);
});
