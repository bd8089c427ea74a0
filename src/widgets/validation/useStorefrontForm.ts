import {
  useForm,
  type GetInputPropsOptions,
  type GetInputPropsReturnType,
  type LooseKeys,
  type UseFormInput,
  type UseFormReturnType,
} from '@mantine/form';
import { useEffect, useRef, type FocusEvent, type RefObject } from 'react';
import type { FieldState } from './fieldState';
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

/**
 * Mantine's useForm with the storefront's validation timing (spec §5): a field is validated when it
 * loses focus and every field on submit, never while typing, and its error clears when it gets focus.
 */
export function useStorefrontForm<Values extends Record<string, unknown>, TransformedValues = Values>(
  options: StorefrontFormOptions<Values, TransformedValues> = {},
): StorefrontForm<Values, TransformedValues> {
  const { enhanceGetInputProps, ...useFormOptions } = options;
  const rendered = useRef(new Set<string>());
  const formRef = useRef<HTMLFormElement>(null);
  const validated = useValidatedPaths();

  const form = useForm<Values, TransformedValues>({
    ...useFormOptions,
    validateInputOnBlur: true,
    validateInputOnChange: false,
    enhanceGetInputProps: (payload) => {
      const path = String(payload.field);
      // Submit marks every field on screen as validated, so it has to know which ones are.
      rendered.current.add(path);
      const { onChange, onFocus, onBlur } = payload.inputProps;
      return {
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
            validated.mark([path]);
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
      const submit = form.onSubmit(handleSubmit, handleValidationFailure);
      return (event) => {
        validated.mark(rendered.current);
        submit(event);
      };
    },
    reset: () => {
      validated.clear();
      form.reset();
    },
    fieldState,
    getFieldProps: (path, inputOptions) => ({ ...form.getInputProps(path, inputOptions), state: fieldState(path) }),
    formRef,
  };
}
