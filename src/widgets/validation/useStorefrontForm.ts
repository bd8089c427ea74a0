import {
  useForm,
  type FormErrors,
  type GetInputPropsOptions,
  type GetInputPropsReturnType,
  type LooseKeys,
  type UseFormInput,
  type UseFormReturnType,
} from '@mantine/form';
import { useEffect, useId, useRef, type FocusEvent, type ReactNode, type RefObject } from 'react';
import type { FieldState } from './fieldState';
import { useAfterPointerRelease } from './useAfterPointerRelease';
import { useFormFeedback, type FieldAnnouncement, type SummaryError } from './useFormFeedback';
import { useValidatedPaths } from './useValidatedPaths';

/**
 * useForm's options without the timing switches: spec §5 fixes validation to "on blur and on
 * submit", and a debounce only serves validation while typing.
 */
export type StorefrontFormOptions<Values, TransformedValues = Values> = Omit<
  UseFormInput<Values, TransformedValues>,
  'validateInputOnBlur' | 'validateInputOnChange' | 'validateDebounce'
>;

// Rules are synchronous (`undefined` rules type): validate() then returns its result, not a promise.
export type StorefrontForm<Values, TransformedValues = Values> = UseFormReturnType<Values, TransformedValues, undefined> & {
  /** 'error' while the field has an error, 'valid' once it was validated without one, else 'default'. */
  fieldState: (path: LooseKeys<Values>) => FieldState;
  /** getInputProps plus the field's `state`, for the field components of src/widgets/fields. */
  getFieldProps: (path: LooseKeys<Values>, options?: GetInputPropsOptions) => GetInputPropsReturnType & { state: FieldState };
  /** For the <form>: what was typed into its prerendered fields before the page came to life is kept. */
  formRef: RefObject<HTMLFormElement | null>;
  /** For the ErrorSummary widget: the errors of the last failed submit still not fixed, each with its field's id. */
  errorSummary: { errors: { fieldId: string; message: ReactNode }[]; revealKey: number };
  /** For the FieldErrorAnnouncer: the error a field got when the shopper last left one. */
  fieldAnnouncement: FieldAnnouncement;
  /** Shows errors found after the submit (by a service) as a failed submit does: on their fields and in the summary. */
  reportErrors: (errors: FormErrors) => void;
};

// Inputs whose shown value is the field's value; a select's input shows a label instead.
const TYPED_INPUTS = ['text', 'email', 'password', 'tel', 'search'].map((type) => `input[type="${type}"][data-path]:not([readonly])`).join(',');

/**
 * Takes into the form what the shopper typed, or the browser filled in, before React took over the
 * prerendered page: the input shows it, but the form's values were never told.
 */
function useTypedBeforeHydration(formRef: RefObject<HTMLFormElement | null>, setFieldValue: (path: string, value: string) => void): void {
  useEffect(() => {
    for (const input of formRef.current?.querySelectorAll<HTMLInputElement>(TYPED_INPUTS) ?? []) {
      if (input.value !== input.defaultValue) setFieldValue(input.dataset.path!, input.value);
    }
    // Once, right after hydration: later input goes through the fields' own handlers.
  }, []);
}

/** The errors of fields on screen, in the order the page shows them: the order a summary lists them in. */
function inPageOrder(errors: FormErrors, fieldId: (path: string) => string): SummaryError[] {
  return Object.entries(errors)
    .map(([path, message]) => ({ path, message, field: document.getElementById(fieldId(path)) }))
    .filter((error): error is SummaryError & { field: HTMLElement } => Boolean(error.message && error.field))
    .sort((a, b) => (a.field.compareDocumentPosition(b.field) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
    .map(({ path, message }) => ({ path, message }));
}

/**
 * Mantine's useForm with the storefront's validation timing (spec §5): a field is validated when it
 * loses focus and every field on submit, never while typing, and its error clears when it gets focus.
 * Each field gets an id, so that the error summary of a failed submit can link to it.
 */
export function useStorefrontForm<Values extends Record<string, unknown>, TransformedValues = Values>(
  options: StorefrontFormOptions<Values, TransformedValues> = {},
): StorefrontForm<Values, TransformedValues> {
  const { enhanceGetInputProps, ...useFormOptions } = options;
  const rendered = useRef(new Set<string>());
  const formRef = useRef<HTMLFormElement>(null);
  const validated = useValidatedPaths();
  const feedback = useFormFeedback();
  const afterPointerRelease = useAfterPointerRelease();
  const idPrefix = useId();
  const fieldId = (path: string) => `${idPrefix}${path}`;

  const form = useForm<Values, TransformedValues>({
    ...useFormOptions,
    // Validated by the blur handler below instead, which needs the result.
    validateInputOnBlur: false,
    validateInputOnChange: false,
    enhanceGetInputProps: (payload) => {
      const path = String(payload.field);
      // Submit marks every field on screen as validated, so it has to know which ones are.
      rendered.current.add(path);
      const { onChange, onFocus, onBlur } = payload.inputProps;
      return {
        id: fieldId(path),
        'data-path': path,
        // A changed value is no longer the one that was found valid.
        onChange: (...args: unknown[]) => {
          onChange(...args);
          validated.forget(path);
        },
        // Inputs asked for without focus handlers (withFocus: false) stay without them.
        ...(onFocus && {
          onFocus: (event: FocusEvent) => {
            onFocus(event);
            if (!payload.form.errors[path]) return;
            payload.form.clearFieldError(path);
            validated.forget(path);
          },
        }),
        ...(onBlur && {
          onBlur: (event: FocusEvent) => {
            onBlur(event);
            afterPointerRelease.run(() => {
              // The rules are synchronous, so the result is there at once, not a promise.
              const { error } = payload.form.validateField(path) as { error: ReactNode };
              validated.mark([path]);
              feedback.fieldLeft(path, error);
            });
          },
        }),
        ...enhanceGetInputProps?.(payload),
      };
    },
  });

  useTypedBeforeHydration(formRef, (path, value) => form.setFieldValue(path as LooseKeys<Values>, value as never));

  const fieldState = (path: LooseKeys<Values>): FieldState => {
    if (form.errors[path]) return 'error';
    return validated.has(String(path)) ? 'valid' : 'default';
  };

  return {
    ...form,
    validate: () => {
      validated.mark(rendered.current);
      return form.validate();
    },
    validateField: (path) => {
      validated.mark([String(path)]);
      return form.validateField(path);
    },
    onSubmit: (handleSubmit, handleValidationFailure) => {
      const submit = form.onSubmit(handleSubmit, (errors, values, event) => {
        feedback.submitFailed(inPageOrder(errors, fieldId));
        handleValidationFailure?.(errors, values, event);
      });
      return (event) => {
        afterPointerRelease.cancel();
        validated.mark(rendered.current);
        submit(event);
      };
    },
    // A value put in by code (a password cleared after a refusal) is no more the one found valid than a typed one.
    setFieldValue: (path, value, setOptions) => {
      validated.forget(String(path));
      form.setFieldValue(path, value, setOptions);
    },
    reset: () => {
      validated.clear();
      feedback.clear();
      form.reset();
    },
    fieldState,
    getFieldProps: (path, inputOptions) => ({ ...form.getInputProps(path, inputOptions), state: fieldState(path) }),
    formRef,
    errorSummary: {
      errors: feedback.summary.errors.map(({ path, message }) => ({ fieldId: fieldId(path), message })),
      revealKey: feedback.summary.revealKey,
    },
    fieldAnnouncement: feedback.announcement,
    reportErrors: (errors) => {
      form.setErrors(errors);
      feedback.submitFailed(inPageOrder(errors, fieldId));
    },
  };
}
