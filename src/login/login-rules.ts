/** The login form's fields (a type, not an interface: the form wants an indexable record). */
export type LoginValues = {
  email: string;
  password: string;
};

/** The longest address the shop accepts (spec §9). */
export const EMAIL_MAX_LENGTH = 256;

export type LoginFieldProblem = 'emailRequired' | 'emailInvalid' | 'passwordRequired';

// Deliberately loose: an account's address was checked when it was made, and a stricter rule here
// could lock a customer out. This only catches slips such as a missing @.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(email: string): LoginFieldProblem | undefined {
  const trimmed = email.trim();
  if (trimmed === '') return 'emailRequired';
  return EMAIL_SHAPE.test(trimmed) ? undefined : 'emailInvalid';
}

export function passwordProblem(password: string): LoginFieldProblem | undefined {
  return password === '' ? 'passwordRequired' : undefined;
}
