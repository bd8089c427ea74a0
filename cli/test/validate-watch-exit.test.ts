import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../validation/paths.ts';
import { startCli, type RunningCli } from './start-cli.ts';

/** Each check runs `validate` in a fresh process; on two busy cores that can take a few seconds. */
const CHECK_MS = 30_000;
const READY = /for changes; Ctrl\+C stops/;

describe('storefront validate --watch stopped with Ctrl+C', () => {
  let folder: string;
  let cli: RunningCli | undefined;

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'watch-exit-'));
    cpSync(paths.countries, folder, { recursive: true });
  });

  afterEach(async () => {
    await cli?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('exits 1 when the last check found errors', async () => {
    const germanFile = join(folder, 'de.yaml');
    writeFileSync(germanFile, readFileSync(germanFile, 'utf8').replace('currency: EUR', 'currency: EURO'));
    cli = await startCli(['validate', '--watch', folder], READY, CHECK_MS);
    expect(cli.output()).toMatch(/currency is "EURO"/);
    expect(await cli.stop('SIGINT')).toBe(1);
  }, 2 * CHECK_MS);

  it('exits 0 when the last check was clean', async () => {
    cli = await startCli(['validate', '--watch', folder], READY, CHECK_MS);
    expect(cli.output()).toMatch(/^9 country files are valid$/m);
    expect(await cli.stop('SIGINT')).toBe(0);
  }, 2 * CHECK_MS);
});
