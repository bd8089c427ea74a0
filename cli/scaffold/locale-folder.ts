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

/** How a new locale starts: extending one of its language, which it shows until a text differs, or as a copy to translate. */
export type LocaleStart = { extends: string } | { copiedFrom: string };

const languageOf = (locale: string) => locale.split('-')[0];

/**
 * A new locale of a language the kit has extends a locale of it: the source country's, whose
 * texts the new country showed until now, else the base locale, else the first of the language.
 * One of a new language is a copy of English, which more translators read than the base locale.
 */
export function localeStart(locale: string, sourceLocale: string, existing: readonly string[]): LocaleStart {
  const sameLanguage = [sourceLocale, BASE_LOCALE, ...existing].find((candidate) => existing.includes(candidate) && languageOf(candidate) === languageOf(locale));
  if (sameLanguage) return { extends: sameLanguage };
  return { copiedFrom: existing.includes('en') ? 'en' : BASE_LOCALE };
}

/** A dictionary's variable name for its locale, as typesafe-i18n writes them: de_AT for de-AT. */
function dictionaryName(locale: string): string {
  return locale.replace('-', '_');
}

/** The source of a new locale's dictionary that shows its parent's texts and overrides none yet. */
export function extendingDictionary(parent: string, locale: string, code: string): string {
  return [
    `import ${dictionaryName(parent)} from '../${parent}';`,
    "import { extendLocale } from '../extend-locale';",
    "import type { Translation } from '../i18n-types';",
    '',
    `// ${code}'s texts (${locale}) are ${parent}'s so far; a text that differs is written here and overrides it.`,
    `const ${dictionaryName(locale)} = extendLocale<Translation>(${dictionaryName(parent)}, {});`,
    '',
    `export default ${dictionaryName(locale)};`,
    '',
  ].join('\n');
}

/** The source of a new locale's dictionary: another one's, renamed, each text marked as still to translate. */
export function copiedDictionary(localesDir: string, from: string, locale: string, code: string): string {
  const source = readLocaleSource(localesDir, from).text;
  const mark = ` // ${TRANSLATE_MARK} (copied from ${from})`;
  const heading = `// ${code}'s texts (${locale}): a copy of ${from}'s, each marked "${TRANSLATE_MARK}" until it is translated.\n`;
  return heading + source
    .split('\n')
    // A line that ends in a text, or holds one after a key ({ showMore: 'Show more', showLess: 'Show less' }).
    .map((line) => ((/(['"`])[,]?\s*$/.test(line) || /:\s*['"`]/.test(line)) && !line.trimStart().startsWith('import') ? `${line}${mark}` : line))
    .join('\n')
    .replace(`const ${dictionaryName(from)} =`, `const ${dictionaryName(locale)} =`)
    .replace(`export default ${dictionaryName(from)};`, `export default ${dictionaryName(locale)};`)
    // The base locale's dictionary defines the keys; every other one is a Translation of it.
    .replace(/\bBaseTranslation\b/g, 'Translation');
}
