/** Spec §5 and §9: the limits every country shares. Country data may lower them, never raise them. */
export const EMAIL_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 40;

// Local part: letters, digits and . - + ' (spec §5), and _, one of the commonest characters in real
// addresses (issue 26); a domain with at least one dot, where an underscore has no place.
const EMAIL_PATTERN = /^[\p{L}\p{N}_.+'-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+$/u;
// Letters, digits, whitespace and + & ' ` ´ , ( ) / . -
const NAME_PATTERN = /^[\p{L}\p{M}\p{N}\s+&'`´,()/.-]*$/u;
// "www.shop.example" or "shop.example": a word, a dot, then letters with no space between.
const DOMAIN_LIKE = /[\p{L}\p{N}-]\.\p{L}{2,}/u;

export type EmailProblem = 'required' | 'invalid' | 'tooLong';
export type NameProblem = 'required' | 'invalid' | 'tooLong';

/**
 * Judges the address as the service keeps it, trimmed and lower-cased, so that the form and the
 * service agree: a Turkish İ lower-cases to i and a combining dot, which an address may not hold.
 */
export function emailProblem(value: string, maxLength = EMAIL_MAX_LENGTH): EmailProblem | undefined {
  const email = value.trim().toLowerCase();
  if (email === '') return 'required';
  if (email.length > maxLength) return 'tooLong';
  return EMAIL_PATTERN.test(email) ? undefined : 'invalid';
}

export interface NameRuleOptions {
  required: boolean;
  maxLength?: number;
}

export function nameProblem(value: string, { required, maxLength = NAME_MAX_LENGTH }: NameRuleOptions): NameProblem | undefined {
  const name = value.trim();
  if (name === '') return required ? 'required' : undefined;
  if (name.length > maxLength) return 'tooLong';
  return NAME_PATTERN.test(name) && !DOMAIN_LIKE.test(name) ? undefined : 'invalid';
}
