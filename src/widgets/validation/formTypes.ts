import type { FormEvent, ReactNode } from 'react';

/** A field of a form: the name of one of its values (the storefront's forms are flat). */
export type FieldPath<Values> = keyof Values & string;

/** The error message of each field that has one. */
export type FormErrors = Record<string, ReactNode>;

/** A field's rule: its error message, or nothing (null, undefined, false, '') while the value is valid. */
export type FieldRule<Values, Path extends FieldPath<Values>> = (value: Values[Path], values: Values) => ReactNode;

/** A rule per field; a field without one is always valid. */
export type FormRules<Values> = { [Path in FieldPath<Values>]?: FieldRule<Values, Path> };

export interface FormStateOptions<Values> {
  /** The values the form starts with, and returns to on reset() */
  initialValues: Values;
  /** Values it starts with instead, but does not return to on reset(): what was entered before it existed @default {} */
  startValues?: Partial<Values>;
  /** The rules that validate() and a submit run @default {} */
  validate?: FormRules<Values>;
}

export interface GetInputPropsOptions {
  /** 'checkbox' hands the value over as `checked` instead of `value` @default 'input' */
  type?: 'input' | 'checkbox';
}

/** The prop that hands a field's value to its input: `checked` for a checkbox, else `value`. */
export type ShownValue<Value, Options> = Options extends { type: 'checkbox' } ? { checked: Value } : { value: Value };

/** What an input gets from the form: the field's value, its error, and a change handler. */
export type InputProps<Value, Options> = ShownValue<Value, Options> & {
  /** Takes a change event (its target's value, or checked state for a checkbox) or the new value itself. */
  onChange: (eventOrValue: unknown) => void;
  error: ReactNode;
};

/** getInputProps: the props for a field's input, with what a wrapper adds (`Extra`). */
export type GetInputProps<Values, Options extends GetInputPropsOptions = GetInputPropsOptions, Extra = unknown> = <
  Path extends FieldPath<Values>,
  PathOptions extends Options = Options,
>(
  path: Path,
  options?: PathOptions,
) => InputProps<Values[Path], PathOptions> & Extra;

export type SubmitHandler<Values> = (values: Values, event: FormEvent<HTMLFormElement>) => unknown;

export type ValidationFailureHandler<Values> = (errors: FormErrors, values: Values, event: FormEvent<HTMLFormElement>) => void;

export interface FormState<Values> {
  /** The current values, a value set since the last render included. */
  getValues: () => Values;
  setFieldValue: <Path extends FieldPath<Values>>(path: Path, value: Values[Path]) => void;
  /** Sets the fields given and keeps the others. */
  setValues: (values: Partial<Values>) => void;
  errors: FormErrors;
  setErrors: (errors: FormErrors) => void;
  setFieldError: (path: FieldPath<Values>, error: ReactNode) => void;
  clearFieldError: (path: FieldPath<Values>) => void;
  /** Runs every rule and shows what they found. */
  validate: () => { hasErrors: boolean; errors: FormErrors };
  /** Runs one field's rule and shows what it found. */
  validateField: (path: FieldPath<Values>) => { hasError: boolean; error: ReactNode };
  /** Back to the initial values, without errors. */
  reset: () => void;
  getInputProps: GetInputProps<Values>;
  /** A <form> submit handler: runs every rule, then hands the values on or reports the errors. */
  onSubmit: (
    handleSubmit: SubmitHandler<Values>,
    handleValidationFailure?: ValidationFailureHandler<Values>,
  ) => (event: FormEvent<HTMLFormElement>) => void;
}
