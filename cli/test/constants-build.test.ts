import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { paths } from '../../validation/paths.ts';
import { runCli } from './run-cli.ts';

const work = mkdtempSync(join(tmpdir(), 'constants-build-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('storefront build with a changed constant', () => {
  it("writes PL's new free-shipping threshold into the built page's text", async () => {
    const countries = join(work, 'countries');
    // The whole folder: PL extends DE.
    cpSync(paths.countries, countries, { recursive: true });
    const pl = readFileSync(join(paths.countries, 'pl.yaml'), 'utf8');
    expect(pl).toContain('threshold: 100\n');
    writeFileSync(join(countries, 'pl.yaml'), pl.replace('threshold: 100\n', 'threshold: 150\n'));

    const { stderr, exitCode } = await runCli(['build', '--country', 'PL', '--countries', countries, '--out-dir', join(work, 'dist')]);
    expect(stderr).toBe('');
    expect(exitCode).toBe(0);
    const page = readFileSync(join(work, 'dist', 'pl', 'index.html'), 'utf8');
    expect(page).toContain('Darmowa dostawa od 150\u00A0zł');
    expect(page).not.toMatch(/100.zł/);
    expect(page).not.toContain('{freeShipping}');
  }, 180_000);
});
