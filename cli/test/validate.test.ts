import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.ts';

const FIXTURES = 'cli/test/fixtures/validate';
const cases = readdirSync(FIXTURES);

describe('storefront validate on broken country files', () => {
  it('covers at least 25 kinds of defect', () => {
    expect(cases.length).toBeGreaterThanOrEqual(25);
  });

  // Each case starts the command; with over forty of them sharing two cores, one can take longer than vitest's default 5 s.
  it.concurrent.each(cases)('reports %s line by line as expected and exits 1', async (name) => {
    const { stdout, exitCode } = await runCli(['validate', `${FIXTURES}/${name}`]);
    expect(stdout.split('\n')).toEqual(readFileSync(`${FIXTURES}/${name}/expected.txt`, 'utf8').split('\n'));
    expect(exitCode).toBe(1);
  }, 30_000);

  it('gives one error per defect in a file with three defects, in --format json', async () => {
    const { stdout, exitCode } = await runCli(['validate', `${FIXTURES}/three-defects`, '--format', 'json']);
    const report = JSON.parse(stdout) as { valid: boolean; errors: Array<Record<string, unknown>> };
    expect(exitCode).toBe(1);
    expect(report.valid).toBe(false);
    expect(report.errors.map(({ line, column, path }) => ({ line, column, path }))).toEqual([
      { line: 5, column: 11, path: '/currency' },
      { line: 15, column: 11, path: '/legalAge' },
      { line: 83, column: 14, path: '/newsletter/links/privacy' },
    ]);
    expect(Object.keys(report.errors[0]!)).toEqual(['file', 'line', 'column', 'path', 'message']);
  });
});

describe('storefront validate --format github', () => {
  it('prints one ::error annotation per error at its file, line and column, and exits 1', async () => {
    const { stdout, exitCode } = await runCli(['validate', `${FIXTURES}/three-defects`, '--format', 'github']);
    expect(stdout.trim().split('\n')).toEqual([
      `::error file=${FIXTURES}/three-defects/at.yaml,line=5,col=11::currency is "USD"; allowed: "EUR", "CHF", "CZK", "HUF", "PLN", "TRY"`,
      `::error file=${FIXTURES}/three-defects/at.yaml,line=15,col=11::legalAge is 17; allowed: 16, 18`,
      `::error file=${FIXTURES}/three-defects/at.yaml,line=83,col=14::newsletter.links.privacy is "javascript:void(0)"; allowed: a relative path starting with one "/", an https:// address, mailto: or tel:, without braces (placeholders belong in texts)`,
      '3 errors in 1 of 1 country file',
    ]);
    expect(exitCode).toBe(1);
  });

  it('keeps a two-line syntax error in one annotation', async () => {
    const { stdout } = await runCli(['validate', `${FIXTURES}/syntax-error-unclosed-quote`, '--format', 'github']);
    expect(stdout.split('\n')[0]).toMatch(/^::error file=\S+,line=7,col=14::invalid YAML: the string opened here with " is never closed; allowed: the string closed with "%0Athe parser gave up at 7:25: /);
  });

  it('prints no annotation and exits 0 on the shipped countries', async () => {
    const { stdout, exitCode } = await runCli(['validate', '--format', 'github']);
    expect(stdout.trim()).toBe('9 country files are valid');
    expect(exitCode).toBe(0);
  });
});

describe('storefront validate on the shipped countries', () => {
  it('finds all nine valid and exits 0', async () => {
    const { stdout, exitCode } = await runCli(['validate']);
    expect(stdout.trim()).toBe('9 country files are valid');
    expect(exitCode).toBe(0);
  });

  it('checks a single country with --country, in either case', async () => {
    const { stdout, exitCode } = await runCli(['validate', '--country', 'ch_fr', '--format', 'json']);
    expect(JSON.parse(stdout)).toEqual({ valid: true, errors: [] });
    expect(exitCode).toBe(0);
  });
});

describe('storefront validate usage errors', () => {
  it.concurrent.each([
    ['an unknown format', ['validate', '--format', 'xml'], /argument 'xml' is invalid/],
    ['a path that does not exist', ['validate', 'countries/xx.yaml'], /does not exist/],
    ['a country without a file', ['validate', '--country', 'FR'], /no country file fr\.yaml/],
    ['an unknown command', ['valdate'], /unknown command 'valdate'/],
  ])('exits 2 with a message for %s', async (_name, args, message) => {
    const { stderr, exitCode } = await runCli(args);
    expect(stderr).toMatch(message);
    expect(exitCode).toBe(2);
  });
});
