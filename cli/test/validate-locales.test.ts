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
