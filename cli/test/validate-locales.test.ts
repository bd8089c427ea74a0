import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.ts';
import { scratchCopy } from './scratch-copy.ts';

const copy = scratchCopy('validate-locales-');
afterAll(() => rmSync(copy, { recursive: true, force: true }));

function edit(file: string, change: (source: string) => string): void {
  const path = join(copy, file);
  writeFileSync(path, change(readFileSync(path, 'utf8')));
}

// Issue 28: a translator works in the locale file, so that is where its problems are reported.
describe('storefront validate on a locale with a missing and a misspelt text', () => {
  it('reports each at its line in the locale file, with the line shown, and exits 1', async () => {
    edit('locales/fr-CH/index.ts', (source) => source.replace("    metaTitle: 'Connexion – Boutique en ligne',\n", ''));
    edit('locales/de-CH/index.ts', (source) => source.replace("login: { metaTitle: 'Anmelden – Onlineshop' }", "login: { metaTitel: 'Anmelden – Onlineshop' }"));

    const { stdout, exitCode } = await runCli(['validate'], copy);

    expect(stdout).toContain(
      'locales/de-CH/index.ts:13:12: has the text "login.metaTitel", which the base locale de-DE does not have (did you mean "login.metaTitle"?); allowed: the keys of de-DE\n' +
        "  13 |   login: { metaTitel: 'Anmelden – Onlineshop' },\n",
    );
    expect(stdout).toContain('locales/fr-CH/index.ts:19:10: lacks the text "login.metaTitle" of the base locale de-DE;');
    expect(stdout).not.toContain('countries/');
    expect(stdout.trim().split('\n').at(-1)).toBe('2 errors in 2 locale files; the countries with those locales are not valid');
    expect(exitCode).toBe(1);
  }, 60_000);
});

describe('storefront validate on a locale file that is not what a dictionary is', () => {
  const SUBMIT = "    submit: 'Feliratkozom',";
  // The line the edited text is on, as the file stands: a text added above it moves it.
  const submitLine = () => readFileSync(join(copy, 'locales/hu-HU/index.ts'), 'utf8').split('\n').indexOf(SUBMIT) + 1;

  it('says where a locale file stops being TypeScript, once, instead of every text it then lacks', async () => {
    const line = submitLine();
    edit('locales/hu-HU/index.ts', (source) => source.replace(SUBMIT, "    submit: 'Feliratkozom,"));

    const { stdout, exitCode } = await runCli(['validate', '--country', 'HU'], copy);

    expect(stdout).toMatch(new RegExp(`^locales/hu-HU/index\\.ts:${line}:13: is not valid TypeScript: Unterminated string; allowed: a locale file that parses`, 'm'));
    expect(stdout).not.toContain('lacks the text');
    expect(exitCode).toBe(1);
    edit('locales/hu-HU/index.ts', (source) => source.replace("    submit: 'Feliratkozom,", SUBMIT));
  }, 60_000);

  it('refuses a value that is not a text, which the page would show as it is', async () => {
    const line = submitLine();
    edit('locales/hu-HU/index.ts', (source) => source.replace(SUBMIT, '    submit: 42,'));

    const { stdout, exitCode } = await runCli(['validate', '--country', 'HU'], copy);

    expect(stdout).toContain(`locales/hu-HU/index.ts:${line}:13: "newsletter.submit" is not a text; allowed: a text in quotes, or an object of texts`);
    expect(exitCode).toBe(1);
    edit('locales/hu-HU/index.ts', (source) => source.replace('    submit: 42,', SUBMIT));
  }, 60_000);
});
