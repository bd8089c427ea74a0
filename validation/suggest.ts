import { closest, distance } from 'fastest-levenshtein';

/** How many edits a typed name may be from an allowed one, by the typed name's length, and still be taken for it. */
type Tolerance = (length: number) => number;

/** A key is a long camelCase word, where two slips are common. */
const KEY_TOLERANCE: Tolerance = (length) => Math.max(2, Math.floor(length / 3));

/** A value is often a short code one or two edits from another (FR and TR, MISS and MRS): one slip per three characters only. */
const VALUE_TOLERANCE: Tolerance = (length) => Math.floor(length / 3);

/** The allowed name closest to a mistyped one, when it is close enough to be what was meant. */
export function didYouMean(typed: string, allowed: readonly string[], tolerance: Tolerance = KEY_TOLERANCE): string | undefined {
  if (allowed.length === 0) return undefined;
  const candidate = closest(typed.toLowerCase(), allowed.map((name) => name.toLowerCase()));
  if (distance(typed.toLowerCase(), candidate) > tolerance(typed.length)) return undefined;
  return allowed.find((name) => name.toLowerCase() === candidate);
}

/** The allowed value a mistyped one probably meant, if any; case alone counts as a slip ("de-de" for "de-DE"). */
export function didYouMeanValue(typed: string, allowed: readonly string[]): string | undefined {
  return didYouMean(typed, allowed, VALUE_TOLERANCE);
}
