import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { displayPath } from './paths.ts';
import { localeFileProblems } from './locale-files.ts';

const localesDir = mkdtempSync(join(tmpdir(), 'locale-files-'));
afterAll(() => rmSync(localesDir, { recursive: true, force: true }));

function writeLocale(locale: string, source: string): string {
  mkdirSync(join(localesDir, locale), { recursive: true });
  writeFileSync(join(localesDir, locale, 'index.ts'), source);
  return displayPath(join(localesDir, locale, 'index.ts'));
}

writeLocale(
  'de-DE',
  `const de_DE = {
  login: {
    metaTitle: 'Anmelden – Online-Shop',
    heading: 'Anmelden',
  },
  notFound: { heading: 'Seite nicht gefunden' },
};
export default de_DE;
`,
);

describe('the problems of a locale file', () => {
  it('puts a text the locale lacks at the object where it belongs, in the locale file', () => {
    const file = writeLocale(
      'nl-NL',
      `const nl_NL = {
  login: {
    heading: 'Inloggen',
  },
  notFound: { heading: 'Pagina niet gevonden' },
};
export default nl_NL;
`,
    );

    expect(localeFileProblems(localesDir, 'nl-NL').problems).toEqual([
      { file, line: 2, column: 10, path: 'login.metaTitle', message: 'lacks the text "login.metaTitle" of the base locale de-DE; allowed: every text of de-DE, written here or inherited from the locale this one extends' },
    ]);
  });

  it('puts a key the base locale does not have at its own line, with the key it was likely meant to be', () => {
    const file = writeLocale(
      'fr-CH',
      `import { extendLocale } from '../extend-locale';
import de_DE from '../de-DE';

const fr_CH = extendLocale(de_DE, {
  login: {
    metaTitel: 'Connexion – Boutique en ligne',
  },
});
export default fr_CH;
`,
    );

    expect(localeFileProblems(localesDir, 'fr-CH').problems).toEqual([
      {
        file,
        line: 6,
        column: 5,
        path: 'login.metaTitel',
        message: 'has the text "login.metaTitel", which the base locale de-DE does not have (did you mean "login.metaTitle"?); allowed: the keys of de-DE',
      },
    ]);
  });

  it('takes what a locale does not write from the one it extends', () => {
    writeLocale('de-AT', `import { extendLocale } from '../extend-locale';\nimport de_DE from '../de-DE';\n\nexport default extendLocale(de_DE, {});\n`);

    expect(localeFileProblems(localesDir, 'de-AT').problems).toEqual([]);
  });

  it('says so when the locale it extends has no folder', () => {
    const file = writeLocale('de-LI', `import { extendLocale } from '../extend-locale';\nimport de_CH from '../de-CH';\n\nexport default extendLocale(de_CH, {\n  login: { heading: 'Anmelden' },\n});\n`);

    expect(localeFileProblems(localesDir, 'de-LI').problems).toContainEqual({
      file,
      line: 4,
      column: 36,
      path: '',
      message: 'extends locale "de-CH", which has no folder under locales/; allowed: a locale with a folder there',
    });
  });
});
