import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { austriaExtendingGermany, countryFolder } from '../../validation/test-country-file.ts';
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
  it('refuses invalid data with the validator report, the reason and exit 1', async () => {
    const fixture = 'cli/test/fixtures/validate/legal-age-17';
    const { stderr, exitCode } = await runCli(['build', '--country', 'AT', '--countries', fixture]);
    const reason = `cannot build AT: ${fixture}/at.yaml is invalid, and a build needs every country valid: the country switcher and the hreflang alternates of each page list all shops`;
    expect(stderr.trim()).toBe(`${readFileSync(`${fixture}/expected.txt`, 'utf8').trim()}\n\n${reason}`);
    expect(exitCode).toBe(1);
  });

  it('needs exactly one of --country and --all', async () => {
    const { stderr, exitCode } = await runCli(['build']);
    expect(stderr).toContain('pass either --country <code> or --all');
    expect(exitCode).toBe(2);
  });
});

describe('every command', () => {
  it.concurrent.each(['validate', 'generate', 'build', 'list', 'matrix', 'show', 'dev', 'serve'])('documents %s with an example in --help', async (command) => {
    const { stdout, exitCode } = await runCli([command, '--help']);
    expect(stdout).toMatch(/Examples?:\n\s+\$ storefront /);
    expect(exitCode).toBe(0);
  });
});

describe('storefront show', () => {
  // Each case starts the command, some twice, on two cores shared with the other test files.
  const SLOW = 30_000;
  const pair = countryFolder(austriaExtendingGermany('  links:\n    privacy: /at/datenschutz\n'));
  afterAll(() => rmSync(pair, { recursive: true, force: true }));
  const germany = parse(readFileSync('countries/de.yaml', 'utf8')) as Record<string, unknown>;

  it('prints the resolved data of a file that extends another, keys in the parent\'s order', async () => {
    const { stdout, exitCode } = await runCli(['show', '--country', 'at', '--countries', pair]);
    const shown = parse(stdout) as typeof germany & { newsletter: { elements: { salutation: { show: boolean } }; links: Record<string, string> } };
    expect(exitCode).toBe(0);
    expect(Object.keys(shown)).toEqual(Object.keys(germany));
    expect([shown.code, shown.locale, shown.displayName, shown.currency, shown.legalAge]).toEqual(['AT', 'de-AT', 'Österreich', 'EUR', 16]);
    expect(shown.newsletter.elements.salutation.show).toBe(true);
    expect(shown.newsletter.links).toEqual({ ...(germany.newsletter as { links: object }).links, privacy: '/at/datenschutz' });
    expect(shown.footer).toEqual(germany.footer);
  }, SLOW);

  it('names with --origin the file and line each value comes from', async () => {
    const { stdout } = await runCli(['show', '--country', 'AT', '--origin', '--countries', pair]);
    const lines = stdout.split('\n');
    expect(lines.slice(0, 4)).toEqual(['code: AT # at.yaml:2', 'locale: de-AT # at.yaml:3', 'currency: EUR # de.yaml:5', 'displayName: Österreich # at.yaml:4']);
    expect(lines).toContain('legalAge: 16 # de.yaml:15');
    expect(lines).toContain('      show: true # at.yaml:12');
    expect(lines).toContain('    privacy: /at/datenschutz # at.yaml:14');
    expect(parse(stdout)).toEqual(parse((await runCli(['show', '--country', 'AT', '--countries', pair])).stdout));
  }, SLOW);

  it('points every value of a shipped country at the line that writes it', async () => {
    const { stdout } = await runCli(['show', '--country', 'TR', '--origin']);
    const source = readFileSync('countries/tr.yaml', 'utf8').split('\n');
    const commented = stdout.split('\n').filter((line) => / # tr\.yaml:\d+$/.test(line));
    expect(commented.length).toBeGreaterThan(200);
    for (const line of commented) {
      const [, key, value, at] = /^\s*(?:- )?(?:([\w$-]+): )?(.*?) # tr\.yaml:(\d+)$/.exec(line)!;
      const written = source[Number(at) - 1]!;
      // A key's value is on its line; a list item names its value there, in a flow list or after "- ".
      expect(written, line).toContain(key ? `${key}:` : String(parse(value!)).slice(0, 10));
    }
  }, SLOW);

  it('refuses invalid data with the validator report on stderr and its exit code', async () => {
    const fixture = 'cli/test/fixtures/validate/error-in-inherited-value';
    const { stdout, stderr, exitCode } = await runCli(['show', '--country', 'AT', '--countries', fixture]);
    expect(stdout).toBe('');
    expect(stderr).toContain(`${fixture}/de.yaml:31:13: newsletter.elements.salutation.show is false; allowed: true (a required element must be shown) (inherited by at.yaml)`);
    expect(exitCode).toBe(1);
  }, SLOW);

  it('needs --country, and a country with a file', async () => {
    expect((await runCli(['show'])).exitCode).toBe(2);
    const { stderr, exitCode } = await runCli(['show', '--country', 'FR', '--countries', join(pair)]);
    expect(stderr).toMatch(/no country file fr\.yaml/);
    expect(exitCode).toBe(2);
  }, SLOW);
});
