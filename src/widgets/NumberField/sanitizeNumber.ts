const DECIMAL_POINT = '.';

/**
 * What a number field may hold of `text`: its digits and its first decimal point, in order,
 * cut to `maxLength` characters. Filtering a prefix of `text` gives a prefix of the result,
 * which is what lets the field map a caret position through it.
 */
export function sanitizeNumber(text: string, maxLength = Infinity): string {
  let hasPoint = false;
  let kept = '';
  for (const char of text) {
    if (kept.length >= maxLength) break;
    if (char >= '0' && char <= '9') kept += char;
    else if (char === DECIMAL_POINT && !hasPoint) {
      hasPoint = true;
      kept += char;
    }
  }
  return kept;
}
