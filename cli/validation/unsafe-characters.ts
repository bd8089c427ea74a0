/**
 * Characters no country value needs, and that can hide text from a reader or steer a terminal:
 * C0 controls but tab and line feed, DEL, C1 controls, invisible and bidirectional formatting
 * characters, a byte order mark, the noncharacters U+FFFE and U+FFFF, and lone surrogates.
 */
export const UNSAFE_CHARACTER =
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200B\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `U+202E` for a character (one UTF-16 unit, as every unsafe character is). */
export function codePoint(character: string): string {
  return `U+${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** What kind of unsafe character this is, in words a country manager can act on. */
export function unsafeKind(character: string): string {
  const unit = character.charCodeAt(0);
  if (unit <= 0x9f) return 'control character';
  if (unit >= 0xd800 && unit <= 0xdfff) return 'lone surrogate';
  if (unit === 0xfffe || unit === 0xffff) return 'noncharacter';
  return 'invisible formatting character';
}
