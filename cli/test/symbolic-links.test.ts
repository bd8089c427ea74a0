import { existsSync, linkSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runCli, type CliRun } from './run-cli.ts';
import { scratchCopy } from './scratch-copy.ts';

// One copy of the kit for the suite, with a secret beside its countries folder as CI has one, and a folder outside the kit.
const kit = scratchCopy('storefront-links-');
const outside = mkdtempSync(join(tmpdir(), 'storefront-outside-'));
const SECRET = 'ghp_n3ver_pr1nt_th1s_t0ken';
writeFileSync(join(kit, '.env'), `DEPLOY_TOKEN=${SECRET}\nsecond: ${SECRET}\n`);
afterAll(() => {
  rmSync(kit, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

const replaced: Array<{ path: string; aside?: string }> = [];
/** Puts something else (a link) at one of the kit's paths, a file or a folder, there or not, until the test ends. */
function inPlaceOf(path: string, make: (at: string) => void): void {
  const at = join(kit, path);
  const aside = lstatSync(at, { throwIfNoEntry: false }) ? join(outside, `aside-${replaced.length}`) : undefined;
  if (aside) renameSync(at, aside);
  replaced.push({ path: at, aside });
  make(at);
}
const linkInPlaceOf = (path: string, target: string) => inPlaceOf(path, (at) => symlinkSync(target, at));
afterEach(() => {
  for (const { path, aside } of replaced.splice(0).reverse()) {
    unlinkSync(path);
    if (aside) renameSync(aside, path);
  }
});

/** A copy of a locale file or folder outside the kit, each file with the secret in a first comment, for a link to lead to. */
function copiedOutside(path: string, name: string): string {
  const copy = join(outside, name);
  const withSecret = (file: string, into: string) => writeFileSync(into, `// ${SECRET}\n${readFileSync(file, 'utf8')}`);
  if (!statSync(join(kit, path)).isDirectory()) withSecret(join(kit, path), copy);
  else {
    mkdirSync(copy);
    for (const file of readdirSync(join(kit, path))) withSecret(join(kit, path, file), join(copy, file));
  }
  return copy;
}

const run = (...args: string[]) => runCli(args, kit);
const printed = ({ stdout, stderr }: CliRun) => stdout + stderr;
/** What of the secret file a text shows: its value, or its first line as a parser's message quotes it. */
const secretIn = (text: string) => [SECRET, 'DEPLOY_TOK'].filter((part) => text.includes(part));

/** Every file under a path (the path itself when it is a file) as it is now, byte for byte; none when there is nothing. */
function filesUnder(path: string): Map<string, Buffer> {
  if (!existsSync(path)) return new Map();
  if (!statSync(path).isDirectory()) return new Map([['', readFileSync(path)]]);
  const names = readdirSync(path, { recursive: true, encoding: 'utf8' }).filter((name) => statSync(join(path, name)).isFile());
  return new Map(names.map((name) => [name, readFileSync(join(path, name))]));
}

/** What a host would serve from a built folder, by file: each file's text, the .gz and .br copies unpacked. */
function served(folder: string): Map<string, string> {
  const unpacked = (name: string, bytes: Buffer) => (name.endsWith('.gz') ? gunzipSync(bytes) : name.endsWith('.br') ? brotliDecompressSync(bytes) : bytes);
  return new Map([...filesUnder(folder)].map(([name, bytes]) => [name, unpacked(name, bytes).toString('latin1')]));
}

describe('a symbolic link in the countries folder', () => {
  it('is an error at the link in validate, and nothing of the file it points to is printed', async () => {
    linkInPlaceOf('countries/pl.yaml', '../.env');
    const text = await run('validate');
    expect(text.stdout).toMatch(/^countries\/pl\.yaml:1:1: this is a symbolic link to a file outside countries\/; allowed: a regular file/m);
    expect(secretIn(printed(text))).toEqual([]);
    expect(text.exitCode).toBe(1);

    const github = await run('validate', '--format', 'github');
    expect(github.stdout).toMatch(/^::error file=countries\/pl\.yaml,line=1,col=1::this is a symbolic link to a file outside countries\//m);
    expect(secretIn(printed(github))).toEqual([]);
    expect(github.exitCode).toBe(1);
  }, 60_000);

  it('stops show, list and build with the same error, printing nothing of the target', async () => {
    linkInPlaceOf('countries/pl.yaml', '../.env');
    for (const args of [['show', '--country', 'PL'], ['list'], ['build', '--country', 'PL', '--out-dir', 'dist-links']]) {
      const result = await run(...args);
      expect(result.stderr, args.join(' ')).toContain('countries/pl.yaml:1:1: this is a symbolic link to a file outside countries/');
      expect(secretIn(printed(result)), args.join(' ')).toEqual([]);
      expect(result.exitCode, args.join(' ')).toBe(1);
    }
  }, 90_000);

  it('is an error at the parent when the file a country extends is a link', async () => {
    linkInPlaceOf('countries/de.yaml', '../.env');
    const result = await run('validate', '--country', 'AT');
    expect(result.stdout).toMatch(/^countries\/de\.yaml:1:1: this is a symbolic link to a file outside countries\//m);
    expect(secretIn(printed(result))).toEqual([]);
    expect(result.exitCode).toBe(1);
  }, 60_000);

  it('is an error at the order file when order.txt is a link, in validate and in new-country', async () => {
    linkInPlaceOf('countries/order.txt', '../.env');
    const github = await run('validate', '--format', 'github');
    expect(github.stdout).toMatch(/^::error file=countries\/order\.txt,line=1,col=1::this is a symbolic link to a file outside countries\//m);
    expect(secretIn(printed(github))).toEqual([]);
    expect(github.exitCode).toBe(1);

    const newCountry = await run('new-country', 'NL', '--from', 'DE', '--locale', 'nl-NL');
    expect(newCountry.stderr).toContain('countries/order.txt:1:1: this is a symbolic link to a file outside countries/');
    expect(secretIn(printed(newCountry))).toEqual([]);
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
    inPlaceOf('countries/pl.yaml', (at) => linkSync(join(kit, '.env'), at));
    const result = await run('validate', '--format', 'github');
    expect(result.stdout).toMatch(/^::error file=countries\/pl\.yaml,line=1,col=1::this file has other names \(a hard link\)/m);
    expect(secretIn(printed(result))).toEqual([]);
    expect(result.exitCode).toBe(1);
  }, 60_000);

  it('refuses a countries folder that is itself a symbolic link, which a pull request can commit', async () => {
    const elsewhere = join(outside, 'countries');
    mkdirSync(elsewhere);
    writeFileSync(join(elsewhere, 'pl.yaml'), `SECRET=${SECRET}\n`);
    linkInPlaceOf('linked-countries', elsewhere);
    const result = await run('validate', 'linked-countries');
    expect(printed(result)).toContain('linked-countries/pl.yaml:1:1: the folder linked-countries/ is a symbolic link');
    expect(secretIn(printed(result))).toEqual([]);
    expect(result.exitCode).toBe(1);
  }, 60_000);
});

describe('a symbolic link in public/, whose files every build ships', () => {
  it('is an error at the link in validate, and build and serve ship nothing of what it points to', async () => {
    linkInPlaceOf('public/service/footer-images/flag-xx.svg', '../../../.env');
    const text = await run('validate');
    expect(text.stdout).toMatch(/^public\/service\/footer-images\/flag-xx\.svg:1:1: this is a symbolic link to a file outside public\/; allowed: a regular file/m);
    expect(secretIn(printed(text))).toEqual([]);
    expect(text.exitCode).toBe(1);

    const built = await run('build', '--country', 'PL', '--out-dir', 'dist-public-link');
    expect(built.stderr).toContain('public/service/footer-images/flag-xx.svg:1:1: this is a symbolic link to a file outside public/');
    expect(secretIn(printed(built))).toEqual([]);
    expect(built.exitCode).toBe(1);
    const shipped = served(join(kit, 'dist-public-link'));
    expect([...shipped].filter(([name, text]) => name.includes('flag-xx') || text.includes('flag-xx') || secretIn(text).length > 0)).toEqual([]);

    // A server that started anyway would answer the link with the secret: it is ended after a minute.
    const serve = await runCli(['serve', '--country', 'PL', '--port', '47391'], kit, { timeoutMs: 60_000 });
    expect(serve.stderr).toContain('public/service/footer-images/flag-xx.svg:1:1: this is a symbolic link to a file outside public/');
    expect(secretIn(printed(serve))).toEqual([]);
    expect(serve.exitCode).toBe(1);
  }, 180_000);

  it('refuses a link to a system file', async () => {
    linkInPlaceOf('public/images/passwd.txt', '/etc/passwd');
    const result = await run('validate', '--format', 'github');
    expect(result.stdout).toMatch(/^::error file=public\/images\/passwd\.txt,line=1,col=1::this is a symbolic link to a file outside public\//m);
    expect(printed(result)).not.toContain('root:');
    expect(result.exitCode).toBe(1);
  }, 60_000);

  it('refuses a folder of public/ that is a link, looking at nothing in it', async () => {
    linkInPlaceOf('public/images', '/etc');
    const result = await run('validate');
    expect(result.stdout).toMatch(/^public\/images:1:1: this is a symbolic link to a folder outside public\/; allowed: a folder of its own, not a link/m);
    expect(result.stdout).not.toMatch(/^public\/images\//m);
    expect(printed(result)).not.toContain('root:');
    expect(result.exitCode).toBe(1);
  }, 60_000);

  it('refuses a link to another file of public/, which would ship one file under two names', async () => {
    linkInPlaceOf('public/service/footer-images/logos/flag-xx.svg', 'flag-pl.svg');
    const result = await run('validate');
    expect(result.stdout).toMatch(/^public\/service\/footer-images\/logos\/flag-xx\.svg:1:1: this is a symbolic link to service\/footer-images\/logos\/flag-pl\.svg in public\/; allowed: a regular file/m);
    expect(result.exitCode).toBe(1);
  }, 60_000);
});

describe('a symbolic link in locales/', () => {
  it('is one error at the link in validate and build, quoting nothing of what it points to', async () => {
    linkInPlaceOf('locales/pl-PL/index.ts', '../../.env');
    const text = await run('validate');
    expect(text.stdout).toMatch(/^locales\/pl-PL\/index\.ts:1:1: this is a symbolic link to a file outside locales\/; allowed: a regular file/m);
    expect(text.stdout.match(/^locales\//gm)).toHaveLength(1);
    expect(secretIn(printed(text))).toEqual([]);
    expect(text.exitCode).toBe(1);

    const built = await run('build', '--country', 'PL', '--out-dir', 'dist-locale-link');
    expect(built.stderr).toMatch(/^locales\/pl-PL\/index\.ts:1:1: this is a symbolic link to a file outside locales\//m);
    expect(built.stderr.match(/^locales\//gm)).toHaveLength(1);
    expect(secretIn(printed(built))).toEqual([]);
    expect(built.exitCode).toBe(1);
  }, 120_000);

  it("refuses a locale's folder that is a link, reading nothing in it", async () => {
    linkInPlaceOf('locales/pl-PL', copiedOutside('locales/pl-PL', 'pl-PL-folder'));
    const result = await run('validate');
    expect(result.stdout).toMatch(/^locales\/pl-PL:1:1: this is a symbolic link to a folder outside locales\/; allowed: a folder of its own, not a link/m);
    expect(secretIn(printed(result))).toEqual([]);
    expect(result.exitCode).toBe(1);
  }, 60_000);
});

describe('a symbolic link in schemas/', () => {
  it('stops validate, build and generate at the link, quoting nothing of what it points to', async () => {
    linkInPlaceOf('schemas/common.schema.json', '../.env');
    for (const args of [['validate'], ['build', '--country', 'PL', '--out-dir', 'dist-schema-link'], ['generate', '--check']]) {
      const result = await run(...args);
      expect(printed(result), args.join(' ')).toMatch(/^schemas\/common\.schema\.json:1:1: this is a symbolic link to a file outside schemas\/; allowed: a regular file/m);
      expect(secretIn(printed(result)), args.join(' ')).toEqual([]);
      expect(result.exitCode, args.join(' ')).toBe(1);
    }
  }, 60_000);
});

describe('translations import into a linked file or folder', () => {
  // PL's own export with one text changed and approved: an import writes the locale file and the review record.
  beforeAll(async () => {
    const exported = await run('translations', 'export', '--country', 'PL');
    expect(exported.exitCode, exported.stderr).toBe(0);
    const xliff = exported.stdout.replace(/(<unit id="shell\.shopName">.*?<segment state=")translated(">.*?<target>)Sklep internetowy/s, '$1reviewed$2Sklep online');
    expect(xliff).toContain('Sklep online');
    writeFileSync(join(kit, 'pl.xlf'), xliff);
  }, 60_000);

  const recordOutside = (name: string) => () => {
    writeFileSync(join(outside, name), '{}\n');
    return join(outside, name);
  };
  const folderOutside = () => {
    mkdirSync(join(outside, 'translations'), { recursive: true });
    return join(outside, 'translations');
  };
  it.each([
    { link: 'locales/pl-PL/index.ts', to: () => copiedOutside('locales/pl-PL/index.ts', 'pl-PL-index.ts'), message: /^locales\/pl-PL\/index\.ts:1:1: this is a symbolic link to a file outside locales\//m },
    { link: 'locales/pl-PL', to: () => copiedOutside('locales/pl-PL', 'pl-PL'), message: /^locales\/pl-PL\/index\.ts:1:1: the folder locales\/pl-PL\/ is a symbolic link/m },
    { link: 'translations/reviewed.json', to: recordOutside('reviewed.json'), message: /^translations\/reviewed\.json:1:1: this is a symbolic link to a file outside translations\//m },
    { link: 'translations/translated-from.json', to: recordOutside('translated-from.json'), message: /^translations\/translated-from\.json:1:1: this is a symbolic link to a file outside translations\//m },
    { link: 'translations', to: folderOutside, message: /^translations\/translated-from\.json:1:1: the folder translations\/ is a symbolic link/m },
  ])('refuses $link as a link, and writes nothing, there or in the kit', async ({ link, to, message }) => {
    if (link.startsWith('translations/')) mkdirSync(join(kit, 'translations'), { recursive: true });
    const target = to();
    linkInPlaceOf(link, target);
    const watched = [target, join(kit, 'locales', 'pl-PL'), join(kit, 'countries', 'pl.yaml'), join(kit, 'translations')];
    const before = watched.map(filesUnder);

    const result = await run('translations', 'import', 'pl.xlf');
    expect(result.stderr).toMatch(message);
    expect(secretIn(printed(result))).toEqual([]);
    expect(result.exitCode).toBe(1);
    expect(watched.map(filesUnder)).toEqual(before);
  }, 60_000);

  it('imports the same file once nothing is linked, writing the locale file and the review record', async () => {
    const result = await run('translations', 'import', 'pl.xlf');
    expect(result.exitCode, result.stderr).toBe(0);
    expect(readFileSync(join(kit, 'locales', 'pl-PL', 'index.ts'), 'utf8')).toContain("'Sklep online'");
    expect(readFileSync(join(kit, 'translations', 'reviewed.json'), 'utf8')).toContain('"shell.shopName": "reviewed:');
  }, 60_000);
});
