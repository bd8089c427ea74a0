import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { paths } from '../../validation/paths.ts';
import { runCli } from './run-cli.ts';

const folder = mkdtempSync(join(tmpdir(), 'build-every-country-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('storefront build --country when another country is invalid', () => {
  it('names the invalid file and says the switcher and hreflang need every country valid', async () => {
    const countries = join(folder, 'countries');
    cpSync(paths.countries, countries, { recursive: true });
    const polish = join(countries, 'pl.yaml');
    writeFileSync(polish, readFileSync(polish, 'utf8').replace('currency: PLN', 'currency: PLNN'));
    const { stderr, exitCode } = await runCli(['build', '--country', 'TR', '--countries', countries, '--out-dir', join(folder, 'dist')]);
    expect(exitCode).toBe(1);
    expect(stderr).toMatch(/pl\.yaml:\d+:11: currency is "PLNN"/);
    expect(stderr).toMatch(
      /^cannot build TR: \S*pl\.yaml is invalid, and a build needs every country valid: the country switcher and the hreflang alternates of each page list all shops$/m,
    );
  }, 30_000);

  it("names every invalid file, the country's parent and another shop alike, in the report and the reason", async () => {
    const countries = join(folder, 'two-invalid');
    cpSync(paths.countries, countries, { recursive: true });
    const german = join(countries, 'de.yaml');
    // TR inherits the legal age, so the refusal is reached through TR's own chain as well.
    writeFileSync(german, readFileSync(german, 'utf8').replace('legalAge: 16', 'legalAge: sixteen'));
    const polish = join(countries, 'pl.yaml');
    writeFileSync(polish, readFileSync(polish, 'utf8').replace('currency: PLN', 'currency: PLNN'));
    const { stderr, exitCode } = await runCli(['build', '--country', 'TR', '--countries', countries, '--out-dir', join(folder, 'dist')]);
    expect(exitCode).toBe(1);
    expect(stderr).toMatch(/de\.yaml:\d+:11: legalAge is "sixteen"/);
    expect(stderr).toMatch(/pl\.yaml:\d+:11: currency is "PLNN"/);
    expect(stderr).toMatch(/^2 errors in 2 of 9 country files$/m);
    expect(stderr).toMatch(/^cannot build TR: \S*de\.yaml, \S*pl\.yaml are invalid, and a build needs every country valid/m);
  }, 30_000);
});
