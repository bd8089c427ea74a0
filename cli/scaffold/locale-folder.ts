import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readLocaleSource } from '../../validation/locale-source.ts';
import { BASE_LOCALE, localeEntry } from '../../validation/locale-keys.ts';

/** What a copied dictionary marks on each line whose text still needs translating, so `git grep` finds what is left. */
export const TRANSLATE_MARK = 'TODO translate';

/** The locale folders under locales/, e.g. ['cs-CZ', 'de-DE', 'en']. */
export function existingLocales(localesDir: string): string[] {
  return readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(localeEntry(localesDir, entry.name)))
    .map((entry) => entry.name)
    .sort();
}

/**
 * The existing locale a new one is best copied from: one of the same language (nl-BE for nl-NL),
 * else English, which more translators read than the base locale, else the base locale.
 */
export function nearestLocale(locale: string, existing: readonly string[]): string {
  const language = locale.split('-')[0];
  return existing.find((candidate) => candidate.split('-')[0] === language) ?? (existing.includes('en') ? 'en' : BASE_LOCALE);
}

/** A dictionary's variable name for its locale, as typesafe-i18n writes them: de_AT for de-AT. */
function dictionaryName(locale: string): string {
  return locale.replace('-', '_');
}

/** The source of a new locale's dictionary: the nearest one's, renamed, each text marked as still to translate. */
export function copiedDictionary(localesDir: string, from: string, locale: string): string {
  const source = readLocaleSource(localesDir, from).text;
  const mark = ` // ${TRANSLATE_MARK} (copied from ${from})`;
  return source
    .split('\n')
    // A line that ends in a text, or holds one after a key ({ showMore: 'Show more', showLess: 'Show less' }).
    .map((line) => ((/(['"`])[,]?\s*$/.test(line) || /:\s*['"`]/.test(line)) && !line.trimStart().startsWith('import') ? `${line}${mark}` : line))
    .join('\n')
    .replace(`const ${dictionaryName(from)} =`, `const ${dictionaryName(locale)} =`)
    .replace(`export default ${dictionaryName(from)};`, `export default ${dictionaryName(locale)};`)
    // The base locale's dictionary defines the keys; every other one is a Translation of it.
    .replace(/\bBaseTranslation\b/g, 'Translation');
}
