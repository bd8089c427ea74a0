import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.ts';
import { scratchCopy } from './scratch-copy.ts';

const kit = scratchCopy('compiled-cli-');
afterAll(() => rmSync(kit, { recursive: true, force: true }));

describe('the compiled CLI', () => {
  // cp -p, tar and rsync -t keep a file's modification time: a changed file must not run as it was.
  it('runs a source changed after it was compiled at once, even where the change kept the modification time', async () => {
    writeFileSync(join(kit, 'countries', 'xx.yaml'), 'code: "XX\n');
    const unclosed = async () => (await runCli(['validate', 'countries/xx.yaml'], kit)).stdout.split('\n').find((line) => line.includes('the string opened here'));
    expect(await unclosed()).toContain('is never closed');

    const source = join(kit, 'validation', 'syntax-errors.ts');
    // touch keeps the time to the nanosecond, as cp -p does; Node's utimes would round it.
    const keptTime = join(kit, 'kept-time');
    writeFileSync(keptTime, '');
    execFileSync('touch', ['-r', source, keptTime]);
    writeFileSync(source, readFileSync(source, 'utf8').replaceAll('is never closed', 'is not closed anywhere'));
    execFileSync('touch', ['-r', keptTime, source]);
    expect(await unclosed()).toContain('is not closed anywhere');
  }, 60_000);

  // A translator saves a locale file many times a day: each save must not cost a second's compile and a new build on disk.
  it('is not compiled again when a locale file changes: what the commands read of it, they read from the file', async () => {
    const validateAustria = () => runCli(['validate', 'countries/at.yaml'], kit);
    await validateAustria();
    const builds = () => readdirSync(join(kit, '.storefront', 'cli')).filter((name) => name.startsWith('build-'));
    const before = builds();
    const localeFile = join(kit, 'locales', 'de-AT', 'index.ts');
    writeFileSync(localeFile, `${readFileSync(localeFile, 'utf8')}\n// edited\n`);
    expect((await validateAustria()).stdout).toMatch(/^1 country file is valid$/m);
    expect(builds()).toEqual(before);
  }, 60_000);
});
