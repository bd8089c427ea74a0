import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXIT_USAGE } from '../errors.ts';
import { runCli } from '../test/run-cli.ts';
import { buildRecord, currentCommit, hasUncommittedChanges, writeManifest, type Manifest } from './manifest.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

function folderWith(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'storefront-manifest-'));
  folders.push(folder);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(folder, path, '..'), { recursive: true });
    writeFileSync(join(folder, path), content);
  }
  return folder;
}

const RECORD = { builtAt: '2026-11-23T01:00:00.000Z', commit: '0123456789abcdef0123456789abcdef01234567', dirty: true };

describe('writeManifest', () => {
  it('lists every file of the bundle in path order, but the precompressed siblings and the build records in dot folders', () => {
    const folder = folderWith({
      'index.html': '<!doctype html>',
      'index.html.br': 'br',
      'index.html.gz': 'gz',
      'assets/app-Abc_1234.js': 'export {};',
      'login/index.html': '<!doctype html>',
      _headers: '/*',
      '.vite/manifest.json': '{}',
      '.storefront-build.json': '{}',
    });
    const manifest = writeManifest(folder, RECORD);
    expect(manifest.files.map(({ path }) => path)).toEqual(['_headers', 'assets/app-Abc_1234.js', 'index.html', 'login/index.html']);
  });

  it('gives each file its size, its size gzipped and its SHA-256 in hex', () => {
    const { files } = writeManifest(folderWith({ 'index.html': 'abc' }), RECORD);
    // sha256("abc"), as `sha256sum` prints it.
    expect(files).toEqual([{ path: 'index.html', size: 3, gzipSize: gzipSync('abc', { level: 9 }).length, sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad' }]);
  });

  it('writes manifest.json with the build time and commit, and leaves itself out of a second run', () => {
    const folder = folderWith({ 'favicon.svg': '<svg/>' });
    writeManifest(folder, RECORD);
    writeManifest(folder, RECORD);
    const written = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')) as Manifest;
    expect(written.builtAt).toBe(RECORD.builtAt);
    expect(written.commit).toBe(RECORD.commit);
    expect(written.dirty).toBe(true);
    expect(written.files.map(({ path }) => path)).toEqual(['favicon.svg']);
  });
});

describe('the build record', () => {
  it('names the commit of a git checkout', () => {
    expect(currentCommit()).toMatch(/^[0-9a-f]{40}$/);
  });

  it('has no commit outside a git checkout, without failing', () => {
    expect(currentCommit(folderWith({}))).toBeNull();
    expect(hasUncommittedChanges(folderWith({}))).toBeNull();
  });

  it('says whether the checkout has changes not committed, ignored files such as dist/ aside', () => {
    const checkout = folderWith({ '.gitignore': 'dist/\n', 'index.ts': 'export {};\n' });
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=QA', '-c', 'user.email=qa@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd: checkout, stdio: 'ignore' });
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'first');
    mkdirSync(join(checkout, 'dist'));
    writeFileSync(join(checkout, 'dist', 'index.html'), '<!doctype html>');
    expect(hasUncommittedChanges(checkout)).toBe(false);
    writeFileSync(join(checkout, 'index.ts'), 'export const changed = true;\n');
    expect(hasUncommittedChanges(checkout)).toBe(true);
  });

  it('takes its time from SOURCE_DATE_EPOCH for a reproducible build', () => {
    vi.stubEnv('SOURCE_DATE_EPOCH', '1790000000');
    expect(buildRecord().builtAt).toBe('2026-09-21T14:13:20.000Z');
  });

  it.each(['notanumber', '1.5', '-1', '99999999999999999'])('refuses SOURCE_DATE_EPOCH=%s as wrong usage, naming what is allowed', (epoch) => {
    vi.stubEnv('SOURCE_DATE_EPOCH', epoch);
    expect(buildRecord).toThrow(/^SOURCE_DATE_EPOCH .*; allowed: whole seconds since 1970/);
    expect(() => buildRecord()).toThrow(expect.objectContaining({ exitCode: EXIT_USAGE }));
  });

  it('is the time of the build, in ISO 8601, without SOURCE_DATE_EPOCH', () => {
    vi.stubEnv('SOURCE_DATE_EPOCH', '');
    const before = Date.now();
    const { builtAt } = buildRecord();
    expect(builtAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(builtAt)).toBeGreaterThanOrEqual(before - 1);
  });
});

describe('storefront build', () => {
  it('stops with exit code 2 before building when SOURCE_DATE_EPOCH is no number', async () => {
    vi.stubEnv('SOURCE_DATE_EPOCH', 'notanumber');
    const outDir = folderWith({});
    const { exitCode, stderr } = await runCli(['build', '--country', 'DE', '--out-dir', outDir]);
    expect(exitCode).toBe(EXIT_USAGE);
    expect(stderr).toMatch(/SOURCE_DATE_EPOCH .*; allowed: whole seconds since 1970/);
    expect(readdirSync(outDir)).toEqual([]);
  }, 60_000);
});
