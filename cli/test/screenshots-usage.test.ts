import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.ts';

// Wrong options are refused before anything is built or photographed.
describe('storefront screenshots refuses wrong options', () => {
  const earlierRun = mkdtempSync(join(tmpdir(), 'storefront-screens-'));
  const aFile = join(earlierRun, 'notes.txt');
  writeFileSync(aFile, 'not a folder');
  afterAll(() => rmSync(earlierRun, { recursive: true, force: true }));

  it.each([
    ['neither --country nor --all', [], 'pass either --country <code> or --all'],
    ['a threshold in fractions of a pixel', ['--country', 'DE', '--threshold', '1.5'], '--threshold must be a number of pixels, a whole number from 0, not "1.5"'],
    ['a negative threshold', ['--country', 'DE', '--threshold', '-1'], '--threshold must be a number of pixels, a whole number from 0, not "-1"'],
    ['port 0', ['--country', 'DE', '--port', '0'], '--port must be a whole number from 1 to 65535, not "0"'],
    ['a baseline that does not exist', ['--country', 'DE', '--baseline', join(earlierRun, 'none')], `--baseline ${join(earlierRun, 'none')} is no folder; allowed: the --out folder of an earlier run`],
    ['an output folder that is a file', ['--country', 'DE', '--out', aFile], `--out ${aFile} is a file; allowed: a folder, made when missing`],
    ['the baseline as the output folder', ['--country', 'DE', '--baseline', earlierRun, '--out', earlierRun], '--baseline must be another folder than --out: this run replaces the pictures in --out'],
  ])('%s', async (_case, args, message) => {
    const { stderr, exitCode } = await runCli(['screenshots', ...args]);
    expect(stderr.trim()).toBe(message);
    expect(exitCode).toBe(2);
  });
});
