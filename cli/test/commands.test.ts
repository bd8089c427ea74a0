import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.ts';

describe('storefront list', () => {
  it('prints every country in the spec order with locale, currency and legal age', async () => {
    const { stdout, exitCode } = await runCli(['list']);
    const rows = stdout.trim().split('\n').slice(1).map((line) => line.split(/\s{2,}/));
    expect(exitCode).toBe(0);
    expect(rows.map(([code, , locale, currency, age]) => [code, locale, currency, age])).toEqual([
      ['DE', 'de-DE', 'EUR', '16'],
      ['AT', 'de-AT', 'EUR', '16'],
      ['CH', 'de-CH', 'CHF', '16'],
      ['CH_FR', 'fr-CH', 'CHF', '16'],
      ['CZ', 'cs-CZ', 'CZK', '18'],
      ['HU', 'hu-HU', 'HUF', '16'],
      ['SK', 'sk-SK', 'EUR', '18'],
      ['TR', 'tr-TR', 'TRY', '16'],
      ['PL', 'pl-PL', 'PLN', '16'],
    ]);
  });
});

describe('storefront matrix', () => {
  it('marks each form element per country as the spec table does', async () => {
    const { stdout } = await runCli(['matrix']);
    const row = (label: string) => stdout.split('\n').find((line) => line.startsWith(`| ${label} |`))!.split('|').slice(2, -1).map((cell) => cell.trim());
    expect(stdout.split('\n')[0]).toBe('| Element | DE | AT | CH | CH_FR | CZ | HU | SK | TR | PL |');
    expect(row('Salutation')).toEqual(['–', '✔', '–', '–', '–', '✔ required', '–', '–', '–']);
    expect(row('First name')).toEqual(['–', '✔', '–', '–', '–', '✔ required', '–', '✔ required', '–']);
    expect(row('Newsletter consent checkbox (legals NEWSLETTER)')).toEqual(['–', '–', '–', '–', '–', '–', '–', '✔ required', '–']);
    expect(row('Privacy hint line')).toEqual(['✔', '✔', '✔', '✔', '✔', '✔', '✔', '–', '✔']);
    expect(row('Email')).toEqual(Array(9).fill('✔ required'));
  });

  it('writes an HTML table with row and column headers', async () => {
    const { stdout } = await runCli(['matrix', '--format', 'html']);
    expect(stdout).toContain('<th scope="col">CH_FR</th>');
    expect(stdout).toContain('<th scope="row">Salutation</th>');
  });
});

describe('storefront generate --check', () => {
  it('passes when the committed types match the schemas', async () => {
    const { stdout, exitCode } = await runCli(['generate', '--check']);
    expect(stdout).toContain('up to date');
    expect(exitCode).toBe(0);
  });

  it('names the stale file and exits 1 when the types drifted', async () => {
    const file = 'src/config/country.generated.ts';
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, `${original}\nexport type Drift = true;\n`);
    try {
      const { stderr, exitCode } = await runCli(['generate', '--check']);
      expect(stderr).toContain(`${file} is stale`);
      expect(exitCode).toBe(1);
    } finally {
      writeFileSync(file, original);
    }
  });
});

describe('storefront build', () => {
  it('refuses invalid data with the validator report and exit 1', async () => {
    const fixture = 'cli/test/fixtures/validate/legal-age-17';
    const { stderr, exitCode } = await runCli(['build', '--country', 'AT', '--countries', fixture]);
    expect(stderr.trim()).toBe(readFileSync(`${fixture}/expected.txt`, 'utf8').trim());
    expect(exitCode).toBe(1);
  });

  it('needs exactly one of --country and --all', async () => {
    const { stderr, exitCode } = await runCli(['build']);
    expect(stderr).toContain('pass either --country <code> or --all');
    expect(exitCode).toBe(2);
  });
});

describe('every command', () => {
  it.concurrent.each(['validate', 'generate', 'build', 'list', 'matrix', 'dev', 'serve'])('documents %s with an example in --help', async (command) => {
    const { stdout, exitCode } = await runCli([command, '--help']);
    expect(stdout).toMatch(/Examples?:\n\s+\$ storefront /);
    expect(exitCode).toBe(0);
  });
});
