import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXIT_USAGE } from '../../validation/errors.ts';
import { runCli } from '../test/run-cli.ts';
import { createHash } from 'node:crypto';
import { buildRecord, currentCommit, hasUncommittedChanges, writeManifest, writeReleaseRecord, type Manifest, type ReleaseRecord } from './manifest.ts';

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

/** A git checkout of `files`, all committed. */
function committedCheckout(files: Record<string, string>): string {
  const checkout = folderWith(files);
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=QA', '-c', 'user.email=qa@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd: checkout, stdio: 'ignore' });
  git('init', '-q');
  git('add', '.');
  git('commit', '-qm', 'first');
  return checkout;
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

  it('writes manifest.json with the build time and nothing of the commit, and leaves itself out of a second run', () => {
    const folder = folderWith({ 'favicon.svg': '<svg/>' });
    writeManifest(folder, RECORD);
    writeManifest(folder, RECORD);
    const written = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')) as Manifest;
    expect(Object.keys(written)).toEqual(['builtAt', 'files']);
    expect(written.builtAt).toBe(RECORD.builtAt);
    expect(written.files.map(({ path }) => path)).toEqual(['favicon.svg']);
  });
});

describe('writeReleaseRecord', () => {
  it("writes <code>.release.json beside the country's folder, outside what is uploaded: the commit, whether dirty, and the manifest's SHA-256", () => {
    const outDir = folderWith({ 'de/index.html': '<!doctype html>' });
    const folder = join(outDir, 'de');
    writeManifest(folder, RECORD);
    writeReleaseRecord(folder, 'DE', RECORD);
    expect(readdirSync(outDir).sort()).toEqual(['de', 'de.release.json']);
    const record = JSON.parse(readFileSync(join(outDir, 'de.release.json'), 'utf8')) as ReleaseRecord;
    const manifestSha256 = createHash('sha256').update(readFileSync(join(folder, 'manifest.json'))).digest('hex');
    expect(record).toEqual({ code: 'DE', ...RECORD, manifestSha256 });
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
    const checkout = committedCheckout({ '.gitignore': 'dist/\n', 'index.ts': 'export {};\n' });
    mkdirSync(join(checkout, 'dist'));
    writeFileSync(join(checkout, 'dist', 'index.html'), '<!doctype html>');
    expect(hasUncommittedChanges(checkout)).toBe(false);
    writeFileSync(join(checkout, 'index.ts'), 'export const changed = true;\n');
    expect(hasUncommittedChanges(checkout)).toBe(true);
  });

  it("leaves the kit's build outputs aside where the commit's .gitignore misses them: a worktree's linked node_modules, dist/, reports/, .storefront/", () => {
    // An older commit's .gitignore, as in a worktree of it, ignores a node_modules folder and nothing else.
    const checkout = committedCheckout({ '.gitignore': 'node_modules/\n', 'index.ts': 'export {};\n' });
    symlinkSync(folderWith({ 'vite/package.json': '{}' }), join(checkout, 'node_modules'), 'dir');
    for (const output of ['dist/de/index.html', 'reports/pseudo/index.html', '.storefront/pseudo/de/index.html']) {
      mkdirSync(join(checkout, output, '..'), { recursive: true });
      writeFileSync(join(checkout, output), '<!doctype html>');
    }
    expect(hasUncommittedChanges(checkout)).toBe(false);
    writeFileSync(join(checkout, 'notes.md'), 'a new file, not yet committed\n');
    expect(hasUncommittedChanges(checkout)).toBe(true);
  });

  it('leaves aside the folder the build itself writes into, wherever --out-dir puts it in the checkout', () => {
    const checkout = committedCheckout({ '.gitignore': 'dist/\n', 'index.ts': 'export {};\n' });
    mkdirSync(join(checkout, 'docs', 'staging', 'de'), { recursive: true });
    writeFileSync(join(checkout, 'docs', 'staging', 'de', 'index.html'), '<!doctype html>');
    writeFileSync(join(checkout, 'docs', 'staging', 'de.release.json'), '{}');
    expect(hasUncommittedChanges(checkout, join(checkout, 'docs', 'staging'))).toBe(false);
    expect(hasUncommittedChanges(checkout)).toBe(true);
    // A folder outside the checkout is no part of it.
    expect(hasUncommittedChanges(checkout, folderWith({}))).toBe(true);
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

  it("ships a manifest without the commit, and records the commit and whether it was dirty beside the country's folder", async () => {
    const outDir = folderWith({});
    const { exitCode, stderr } = await runCli(['build', '--country', 'AT', '--out-dir', outDir]);
    expect(stderr).toBe('');
    expect(exitCode).toBe(0);
    const shipped = readFileSync(join(outDir, 'at', 'manifest.json'), 'utf8');
    expect(JSON.parse(shipped)).not.toHaveProperty('commit');
    expect(JSON.parse(shipped)).not.toHaveProperty('dirty');
    expect(shipped).not.toContain(currentCommit()!);
    const record = JSON.parse(readFileSync(join(outDir, 'at.release.json'), 'utf8')) as ReleaseRecord;
    expect(record).toMatchObject({ code: 'AT', commit: currentCommit(), dirty: expect.any(Boolean), builtAt: JSON.parse(shipped).builtAt });
  }, 180_000);
});
