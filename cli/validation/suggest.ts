import { closest, distance } from 'fastest-levenshtein';

/** The allowed name closest to a mistyped one, when it is close enough to be what was meant. */
export function didYouMean(typed: string, allowed: readonly string[]): string | undefined {
  if (allowed.length === 0) return undefined;
  const candidate = closest(typed.toLowerCase(), allowed.map((name) => name.toLowerCase()));
  const tolerance = Math.max(2, Math.floor(typed.length / 3));
  if (distance(typed.toLowerCase(), candidate) > tolerance) return undefined;
  return allowed.find((name) => name.toLowerCase() === candidate);
}
