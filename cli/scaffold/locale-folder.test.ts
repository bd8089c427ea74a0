import { describe, expect, it } from 'vitest';
import { paths } from '../../validation/paths.ts';
import { copiedDictionary, existingLocales, nearestLocale, TRANSLATE_MARK } from './locale-folder.ts';

describe('a new locale folder', () => {
  const locales = existingLocales(paths.locales);

  it('starts from a locale of the same language, else English', () => {
    expect(nearestLocale('de-LU', locales)).toMatch(/^de-/);
    expect(nearestLocale('fr-FR', locales)).toBe('fr-CH');
    expect(nearestLocale('nl-NL', locales)).toBe('en');
  });

  it('copies the dictionary under its own name with every text marked for translation', () => {
    const copy = copiedDictionary(paths.locales, 'en', 'nl-NL');
    expect(copy).toContain('const nl_NL = {');
    expect(copy).toContain('export default nl_NL;');
    expect(copy).toContain(`skipToContent: 'Skip to content', // ${TRANSLATE_MARK} (copied from en)`);
    expect(copy).not.toMatch(/^import .*TODO/m);
  });

  it('turns the base locale into a translation of itself when copied', () => {
    const copy = copiedDictionary(paths.locales, 'de-DE', 'de-LU');
    expect(copy).toContain('satisfies Translation;');
    expect(copy).not.toContain('BaseTranslation');
    expect(copy).toContain('const de_LU = {');
  });
});
