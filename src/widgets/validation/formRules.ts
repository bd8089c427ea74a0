import type { ReactNode } from 'react';
import type { FieldPath, FormErrors, FormRules } from './formTypes';

/** The errors that have a message: a rule's null, undefined, false or '' means the field is valid. */
export function withoutEmpty(errors: FormErrors): FormErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => Boolean(message)));
}

/** What a field's rule says about its value; nothing for a field without a rule. */
export function findFieldError<Values>(rules: FormRules<Values>, path: FieldPath<Values>, values: Values): ReactNode {
  return rules[path]?.(values[path], values);
}

/** The errors every rule finds in `values`. */
export function findErrors<Values>(rules: FormRules<Values>, values: Values): FormErrors {
  const paths = Object.keys(rules) as FieldPath<Values>[];
  return withoutEmpty(Object.fromEntries(paths.map((path) => [path, findFieldError(rules, path, values)])));
}
