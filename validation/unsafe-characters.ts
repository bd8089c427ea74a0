/**
 * Characters no country value needs, and that can hide text from a reader or steer a terminal,
 * by Unicode category rather than a list that misses the next one: controls (but tab and line
 * feed), formatting and other default-ignorable characters (bidirectional marks, joiners,
 * variation selectors, tag characters, fillers), private-use, unassigned and noncharacter code
 * points, lone surrogates, and the line and paragraph separators. The soft hyphen stays allowed:
 * it is a hyphenation hint in long German, Hungarian and Turkish words.
 */
export const UNSAFE_CHARACTER = /(?![\t\n\u00AD])[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/gu;

/** `U+202E` for a character. */
export function codePoint(character: string): string {
  return `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

const KINDS: ReadonlyArray<[RegExp, string]> = [
  [/\p{Cc}/u, 'control character'],
  [/\p{Cs}/u, 'lone surrogate'],
  [/\p{Co}/u, 'private-use character'],
  [/\p{Cn}/u, 'unassigned code point or noncharacter'],
  [/[\p{Zl}\p{Zp}]/u, 'line or paragraph separator'],
];

/** What kind of unsafe character this is, in words a country manager can act on. */
export function unsafeKind(character: string): string {
  return KINDS.find(([category]) => category.test(character))?.[1] ?? 'invisible formatting character';
}
