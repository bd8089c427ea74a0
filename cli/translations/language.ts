/** The language of a locale: 'de' for de-CH, 'en' for en. Texts of one language are shared across its locales. */
export function languageOf(locale: string): string {
  return locale.split('-')[0]!;
}

/** A text without a letter ("." or "–") reads the same in every language: nothing to translate. */
export function isLanguageNeutral(text: string): boolean {
  return !/\p{L}/u.test(text);
}
