import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pathToFileURL } from 'node:url';
import { dictionaryFromSource } from './locale-dictionary.ts';
import { localeEntry } from './locale-keys.ts';
import { paths } from './paths.ts';

describe("a locale's texts read from its files' source", () => {
  let copy: string | undefined;
  afterEach(() => copy && rmSync(copy, { recursive: true, force: true }));

  it.each(['de-DE', 'de-CH', 'fr-CH', 'tr-TR', 'pl-PL'])('are the texts the locale module exports, inherited ones included (%s)', async (locale) => {
    const module = (await import(pathToFileURL(localeEntry(paths.locales, locale)).href)) as { default: unknown };
    expect(dictionaryFromSource(paths.locales, locale)).toEqual(module.default);
  });

  it('follow an edit to a parent locale, which an import would not', () => {
    copy = mkdtempSync(join(tmpdir(), 'locale-dictionary-'));
    cpSync(paths.locales, copy, { recursive: true });
    expect(dictionaryFromSource(copy, 'de-AT')).toMatchObject({ shell: { skipToContent: 'Zum Inhalt springen' } });
    const base = join(copy, 'de-DE', 'index.ts');
    writeFileSync(base, readFileSync(base, 'utf8').replace("'Zum Inhalt springen'", "'Direkt zum Inhalt'"));

    expect(dictionaryFromSource(copy, 'de-AT')).toMatchObject({ shell: { skipToContent: 'Direkt zum Inhalt' } });
  });
});
