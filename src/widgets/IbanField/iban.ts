/** Longest IBAN of ISO 13616, in electronic format. */
export const IBAN_MAX_LENGTH = 34;
const GROUP_SIZE = 4;

/**
 * Spec §5: an IBAN starts "with two letters followed by digits". We read that as the country
 * code followed by the two check digits, so positions 1–2 take letters and 3–4 take digits. The
 * rest, the account number (BBAN), takes both: many countries put letters there (GB82 WEST …,
 * NL91 ABNA …), so "digits only" to the end would refuse valid IBANs.
 */
function fitsAt(position: number, char: string): boolean {
  if (position < 2) return /^[A-Z]$/.test(char);
  if (position < 4) return /^\d$/.test(char);
  return /^[A-Z\d]$/.test(char);
}

/**
 * The electronic format of typed or pasted text: without spaces, letters upper-cased, every
 * character that does not fit its position dropped, at most 34 characters. A prefix of the text
 * gives a prefix of the result, which is what lets the field carry its caret through.
 */
export function unformatIban(text: string): string {
  let iban = '';
  for (const char of text) {
    if (iban.length === IBAN_MAX_LENGTH) break;
    // Tested before upper-casing: 'ß'.toUpperCase() is 'SS', which would slip two letters in.
    if (!/^[a-z\d]$/i.test(char)) continue;
    const upper = char.toUpperCase();
    if (fitsAt(iban.length, upper)) iban += upper;
  }
  return iban;
}

/** The IBAN as shown: blocks of four separated by spaces, e.g. 'DE89 3704 0044 0532 0130 00'. */
export function formatIban(iban: string): string {
  return iban.replace(new RegExp(`(.{${GROUP_SIZE}})(?=.)`, 'g'), '$1 ');
}

/**
 * Where the caret goes in the shown IBAN when `count` electronic characters precede it. After a
 * full block it stays before the space, so it sits right behind the character just typed.
 */
export function formattedCaret(count: number): number {
  return count + Math.floor(Math.max(count - 1, 0) / GROUP_SIZE);
}
