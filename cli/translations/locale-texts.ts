import { displayPath } from '../../validation/paths.ts';
import { TRANSLATE_MARK } from '../scaffold/locale-folder.ts';
import { localeChain, placeFor } from '../../validation/locale-files.ts';
import { BASE_LOCALE, localeEntry } from '../../validation/locale-keys.ts';
import { isLanguageNeutral, languageOf } from './language.ts';
import { readLocaleSource, type LocaleSource, type SourcePosition } from '../../validation/locale-source.ts';

/** One interface text of a locale, as a translator meets it. */
export interface LocaleTextState extends SourcePosition {
  key: string;
  /** The base locale's text: what is translated from. */
  source: string;
  /** The text the locale shows, when it is in the locale's language: its own, or inherited from a locale of that language. */
  target?: string;
  /**
   * 'own': the file writes it; 'inherited': a locale of the same language does; 'foreign': a locale
   * of another language does, or the file's copy is still marked `// TODO translate`; 'missing': nobody does.
   */
  origin: 'own' | 'inherited' | 'foreign' | 'missing';
  /** The file to fix it in: the locale's own, at the text or where it belongs. */
  file: string;
  /** The text the locale shows now, in whatever language, and the locale file that writes it. */
  shown?: string;
  writtenIn?: string;
}

/** Whether the file's line of a text carries the mark a copied dictionary puts on what is still to translate. */
function markedUntranslated(source: LocaleSource, line: number): boolean {
  return source.text.split('\n')[line - 1]?.includes(TRANSLATE_MARK) ?? false;
}

/** Every text of the base locale, as the locale has it, in the base locale's order. */
export function localeTexts(localesDir: string, locale: string): LocaleTextState[] {
  const base = readLocaleSource(localesDir, BASE_LOCALE);
  const chain = localeChain(localesDir, locale);
  const own = chain[0];
  // A locale without a folder lacks every text: they belong in the file it does not have yet.
  if (!own) return [...base.texts.values()].map(({ key, value: source }) => ({ key, source, origin: 'missing', file: displayPath(localeEntry(localesDir, locale)), line: 1, column: 1 }));
  const file = displayPath(own.file);
  return [...base.texts.values()].map(({ key, value: source }) => {
    const writer = chain.find((candidate) => candidate.texts.has(key));
    const written = writer?.texts.get(key);
    if (!writer || !written) return { key, source, origin: 'missing', file, ...placeFor(own, key) };
    const sameLanguage = isLanguageNeutral(written.value) || (languageOf(writer.locale) === languageOf(locale) && !markedUntranslated(writer, written.line));
    const at = writer === own ? { line: written.line, column: written.column } : placeFor(own, key);
    const writtenIn = displayPath(writer.file);
    const now = { shown: written.value, writtenIn, file, ...at };
    if (!sameLanguage) return { key, source, origin: 'foreign', ...now };
    return { key, source, target: written.value, origin: writer === own ? 'own' : 'inherited', ...now };
  });
}
