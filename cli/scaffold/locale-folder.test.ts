import { describe, expect, it } from 'vitest';
import { paths } from '../../validation/paths.ts';
import { copiedDictionary, existingLocales, extendingDictionary, localeStart, TRANSLATE_MARK } from './locale-folder.ts';

describe('a new locale folder', () => {
  const locales = existingLocales(paths.locales);

  it("extends the source country's locale when it speaks the language, else the base locale or another of the language", () => {
    expect(localeStart('de-LU', 'de-CH', locales)).toEqual({ extends: 'de-CH' });
    expect(localeStart('de-LU', 'pl-PL', locales)).toEqual({ extends: 'de-DE' });
    expect(localeStart('fr-FR', 'de-DE', locales)).toEqual({ extends: 'fr-CH' });
  });

  it('copies English for a language the kit has no locale of', () => {
    expect(localeStart('nl-NL', 'de-DE', locales)).toEqual({ copiedFrom: 'en' });
  });

  it('writes an extending dictionary that names its parent, with nothing to translate', () => {
    const extending = extendingDictionary('de-CH', 'de-LI', 'LI');
    expect(extending).toContain("import de_CH from '../de-CH';");
    expect(extending).toContain("// LI's texts (de-LI) are de-CH's so far; a text that differs is written here and overrides it.");
    expect(extending).toContain('const de_LI = extendLocale<Translation>(de_CH, {});');
    expect(extending).toContain('export default de_LI;');
    expect(extending).not.toContain(TRANSLATE_MARK);
  });

  it('copies the dictionary under its own name with every text marked for translation', () => {
    const copy = copiedDictionary(paths.locales, 'en', 'nl-NL', 'NL');
    expect(copy).toMatch(/^\/\/ NL's texts \(nl-NL\): a copy of en's, each marked "TODO translate" until it is translated\.\n/);
    expect(copy).toContain('const nl_NL = {');
    expect(copy).toContain('export default nl_NL;');
    expect(copy).toContain(`skipToContent: 'Skip to content', // ${TRANSLATE_MARK} (copied from en)`);
    expect(copy).not.toMatch(/^import .*TODO/m);
  });

  it('turns the base locale into a translation of itself when copied', () => {
    const copy = copiedDictionary(paths.locales, 'de-DE', 'de-LU', 'LU');
    expect(copy).toContain('satisfies Translation;');
    expect(copy).not.toContain('BaseTranslation');
    expect(copy).toContain('const de_LU = {');
  });
});
