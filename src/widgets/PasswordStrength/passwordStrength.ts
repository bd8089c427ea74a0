/** Spec §9: the strength is only rated from this many characters on. */
export const PASSWORD_STRENGTH_MIN_LENGTH = 8;

/** The strength levels, indexed by the number of satisfied character classes. */
export const PASSWORD_STRENGTH_LEVELS = ['weak', 'ok', 'strong', 'veryStrong'] as const;

export type PasswordStrengthLevel = (typeof PASSWORD_STRENGTH_LEVELS)[number];

// Unicode classes rather than a-z: a Polish 'ą' or Turkish 'Ş' counts as lower or upper case too.
const CHARACTER_CLASSES = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u];

/**
 * Spec §5: the number of classes among lowercase, uppercase and digit the password uses
 * (0 weak … 3 very strong); undefined for a password shorter than 8 characters.
 */
export function passwordStrength(password: string): PasswordStrengthLevel | undefined {
  // Counted by code point, so an emoji is one character, not two.
  if ([...password].length < PASSWORD_STRENGTH_MIN_LENGTH) return undefined;
  const satisfied = CHARACTER_CLASSES.filter((characterClass) => characterClass.test(password)).length;
  return PASSWORD_STRENGTH_LEVELS[satisfied];
}
