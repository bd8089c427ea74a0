import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { paths } from '../../validation/paths.ts';
import { runCli } from './run-cli.ts';

const folder = mkdtempSync(join(tmpdir(), 'validate-summary-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("storefront validate's summary", () => {
  it('counts the files asked for, not the parents read with them', async () => {
    const { stdout, exitCode } = await runCli(['validate', join(paths.countries, 'pl.yaml')]);
    expect(stdout.trim()).toBe('1 country file is valid');
    expect(exitCode).toBe(0);
  }, 30_000);

  it('counts errors in the order file and a misnamed file apart from the country files', async () => {
    const countries = join(folder, 'countries');
    cpSync(paths.countries, countries, { recursive: true });
    writeFileSync(join(countries, 'order.txt'), 'DE\nAT\nCH\nCH_FR\nCZ\nHU\nSK\nTR\nPL\nX-Y\n');
    writeFileSync(join(countries, 'li.yml'), 'code: LI\n');
    const { stdout, exitCode } = await runCli(['validate', countries]);
    expect(stdout).toMatch(/\n2 errors in 2 other files; 9 country files are valid\n$/);
    expect(exitCode).toBe(1);
  }, 30_000);
});
