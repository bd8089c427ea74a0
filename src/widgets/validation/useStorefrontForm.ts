import {
  useForm,
  type FormErrors,
  type FormValidateInput,
  type GetInputPropsOptions,
  type GetInputPropsReturnType,
  type LooseKeys,
  type UseFormReturnType,
} from '@mantine/form';
import { startTransition, useEffect, useId, useRef, useState, type FocusEvent, type FocusEventHandler, type ReactNode, type RefObject } from 'react';
import { afterNextPaint } from '../dom/after-next-paint';
import { elementById } from '../dom/element-by-id';
import { ERROR_SUMMARY_ATTRIBUTE } from '../ErrorSummary/error-summary-attribute';
import { ANNOUNCED_SUBMIT_ATTRIBUTE } from './announced-submit';
import type { FieldState } from './fieldState';
import { useAfterPointerRelease } from './useAfterPointerRelease';
import { useFormFeedback, type FieldAnnouncement, type SummaryError } from './useFormFeedback';
import { useHeldErrors } from './useHeldErrors';
import { useStableHandlers } from './useStableHandlers';
import { useValidatedPaths } from './useValidatedPaths';

/** What the storefront adds to an input's props: an id for the error summary's link, and the validation timing. */
export interface StorefrontInputProps {
  id: string;
  'data-path': string;
  onFocus?: FocusEventHandler;
  onBlur?: FocusEventHandler;
}

/**
 * Mantine's getInputProps with what the storefront adds (`Extra`). Its `withFocus: false` leaves out
 * onBlur too, and so the validation when the field is left.
 */
type StorefrontGetInputProps<Values, Extra> = (path: LooseKeys<Values>, options?: GetInputPropsOptions) => GetInputPropsReturnType & Extra;

export interface StorefrontFormOptions<Values> {
  /** The values the form returns to on reset(); it starts from them and what was entered into its prerendered fields */
  initialValues: Values;
  /** Mantine's rules, synchronous ones: a field's message, or null, undefined or false while its value is valid @default {} */
  validate?: FormValidateInput<Values>;
  /** Props of a form's own for each of its inputs, put over the storefront's. */
  enhanceGetInputProps?: (payload: { field: LooseKeys<Values>; options: GetInputPropsOptions | undefined }) => Record<string, unknown> | undefined;
}

// Rules are synchronous (`undefined` rules type): validate() then returns its result, not a promise.
export type StorefrontForm<Values> = Omit<UseFormReturnType<Values, Values, undefined>, 'getInputProps' | 'setValues'> & {
  getInputProps: StorefrontGetInputProps<Values, StorefrontInputProps>;
  /** Sets the fields given and keeps the others; only the errors of those fields clear, as when they are typed in. */
  setValues: (values: Partial<Values>) => void;
  /** 'error' while the field has an error, 'valid' once it was validated without one, else 'default'. */
  fieldState: (path: LooseKeys<Values>) => FieldState;
  /** getInputProps plus the field's `state` and held error, for the field components of src/widgets/fields. */
  getFieldProps: StorefrontGetInputProps<Values, StorefrontInputProps & { state: FieldState; heldError?: ReactNode }>;
  /** For the <form>: what was typed into its prerendered fields before the page came to life is kept. */
  formRef: RefObject<HTMLFormElement | null>;
  /** For the ErrorSummary widget: the errors of the last failed submit still not fixed, each with its field's id. */
  errorSummary: { errors: { fieldId: string; message: ReactNode }[]; revealKey: number; takeFocus: boolean };
  /** For the FormStatus: the error a field got when the shopper last left one, and whether the page announced the last submit's sending already. */
  fieldAnnouncement: FieldAnnouncement & { sendingAnnounced: boolean };
  /** Shows errors found after the submit (by a service) as a failed submit does: on their fields and in the summary. */
  reportErrors: (errors: FormErrors) => void;
  /** Makes a field invalid and described by a service's answer for screen readers, shown elsewhere, until it changes or is left. */
  holdError: (path: LooseKeys<Values>, error: ReactNode) => void;
};

// Fields a shopper can fill in before React takes over: typed text, ticks and the browser's own selects.
const ENTERED_FIELDS = [
  // An input without a type is a text input: Mantine writes none.
  ...[':not([type])', '[type="text"]', '[type="email"]', '[type="password"]', '[type="tel"]', '[type="search"]'].map((type) => `input${type}[data-path]:not([readonly])`),
  'input[type="checkbox"][data-path]',
  'select[data-path]',
].join(',');

/** What the shopper put into a field before hydration, or undefined when it still holds what the page was served with. */
function enteredValue(field: HTMLInputElement | HTMLSelectElement): string | boolean | undefined {
  if (field instanceof HTMLSelectElement) {
    const served = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    return field.selectedOptions[0] === served ? undefined : field.value;
  }
  if (field.type === 'checkbox') return field.checked === field.defaultChecked ? undefined : field.checked;
  return field.value === field.defaultValue ? undefined : field.value;
}

/**
 * What the shopper typed, ticked or chose, or the browser filled in, in the prerendered fields
 * before React took over. The form starts from it: read as React first renders the form, no
 * render after hydration puts the served empty value back.
 */
function enteredBeforeHydration(paths: string[], fieldId: (path: string) => string): Record<string, string | boolean> {
  if (typeof document === 'undefined') return {};
  const entered: Record<string, string | boolean> = {};
  for (const path of paths) {
    const field = document.getElementById(fieldId(path));
    const value = field?.matches(ENTERED_FIELDS) ? enteredValue(field as HTMLInputElement | HTMLSelectElement) : undefined;
    if (value !== undefined) entered[path] = value;
  }
  return entered;
}

/**
 * The element with focus in the document or shadow root the form is in; without formRef, in the page.
 * Read from the form, not the submit event: React clears an event's currentTarget once its handlers
 * ran, and the rules run a frame later, when the page's focus in an embed is only the shadow's host.
 */
function focusedElementBeside(form: HTMLFormElement | null): Element | null {
  const root = form ? (form.getRootNode() as Document | ShadowRoot) : document;
  return root.activeElement;
}

/**
 * The errors of fields on screen, in the order the page shows them: the order a summary lists them in.
 * The fields are looked up beside `form`, in its shadow root for an embed's; without formRef, in the page.
 */
function inPageOrder(errors: FormErrors, fieldId: (path: string) => string, form: HTMLFormElement | null): SummaryError[] {
  return Object.entries(errors)
    .map(([path, message]) => ({ path, message, field: elementById(form ?? document, fieldId(path)) }))
    .filter((error): error is SummaryError & { field: HTMLElement } => Boolean(error.message && error.field))
    .sort((a, b) => (a.field.compareDocumentPosition(b.field) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
    .map(({ path, message }) => ({ path, message }));
}

/**
 * Mantine's useForm with the storefront's validation timing (spec §5): a field is validated when it
 * loses focus and every field on submit, never while typing, and its error clears when it gets focus.
 * Each field gets an id, so that the error summary of a failed submit can link to it.
 */
export function useStorefrontForm<Values extends Record<string, unknown>>({
  initialValues,
  validate: rules,
  enhanceGetInputProps,
}: StorefrontFormOptions<Values>): StorefrontForm<Values> {
  const rendered = useRef(new Set<string>());
  const idPrefix = useId();
  const fieldId = (path: string) => `${idPrefix}${path}`;
  const [entered] = useState(() => enteredBeforeHydration(Object.keys(initialValues), fieldId));
  // Fields the shopper typed in or changed, or that a check or submit has judged: only these are
  // validated when left. A keyboard user passing an empty form on the way elsewhere hears no error.
  const used = useRef(new Set<string>(Object.keys(entered)));
  const markChecked = () => rendered.current.forEach((path) => used.current.add(path));
  const formRef = useRef<HTMLFormElement>(null);
  const validated = useValidatedPaths();
  const feedback = useFormFeedback();
  const afterPointerRelease = useAfterPointerRelease();
  // Controlled, Mantine's default, said here as the forms rely on it: every change renders the form, so what it
  // shows from the values (the sign-up's further fields, once a field holds one) follows them.
  const form = useForm<Values>({ mode: 'controlled', initialValues: { ...initialValues, ...(entered as Partial<Values>) }, validate: rules });
  const stable = useStableHandlers();
  const held = useHeldErrors();
  const [sendingAnnounced, setSendingAnnounced] = useState(false);

  useEffect(() => {
    // The form started from what was entered before hydration; reset() goes back to the page's own start.
    form.setInitialValues(initialValues);
    // Typed while React hydrated, after the first render had read the fields: no handler took that input.
    for (const [path, value] of Object.entries(enteredBeforeHydration(Object.keys(initialValues), fieldId))) {
      if (form.getValues()[path] === value) continue;
      used.current.add(path);
      form.setFieldValue(path, value as never);
    }
    // Once, right after hydration: later input goes through the fields' own handlers.
  }, []);

  const fieldState = (path: LooseKeys<Values>): FieldState => {
    if (form.errors[path]) return 'error';
    return validated.has(path) ? 'valid' : 'default';
  };

  const validateField = (path: LooseKeys<Values>) => {
    validated.mark([path]);
    return form.validateField(path);
  };

  const focusHandlers = (path: LooseKeys<Values>) => ({
    onFocus: stable(`${path}:focus`, () => {
      if (!form.errors[path]) return;
      held.hold(path, form.errors[path]);
      form.clearFieldError(path);
      validated.forget(path);
    }),
    onBlur: stable(`${path}:blur`, (event: FocusEvent) => {
      held.release(path);
      if (!used.current.has(path)) return;
      // Focus moving to a failed submit's summary: the summary reads every error out, this one
      // included, so the field shows its error again without announcing it a second time.
      const toSummary = event.relatedTarget instanceof Element && event.relatedTarget.closest(`[${ERROR_SUMMARY_ATTRIBUTE}]`);
      if (toSummary) validateField(path);
      else afterPointerRelease.run(() => feedback.fieldLeft(path, validateField(path).error));
    }),
  });

  const getInputProps: StorefrontForm<Values>['getInputProps'] = (path, options) => {
    // Submit marks every field on screen as validated, so it has to know which ones are.
    rendered.current.add(path);
    const inputProps = form.getInputProps(path, options);
    return {
      ...inputProps,
      id: fieldId(path),
      // Mantine's too, but prefixed once a form has a name: the prerendered fields are found by it.
      'data-path': path,
      // A changed value is no longer the one that was found valid.
      onChange: stable(`${path}:change`, (eventOrValue: unknown) => {
        inputProps.onChange(eventOrValue);
        held.release(path);
        used.current.add(path);
        validated.forget(path);
      }),
      // Inputs asked for without focus handlers (withFocus: false) stay without them.
      ...(options?.withFocus !== false && focusHandlers(path)),
      ...enhanceGetInputProps?.({ field: path, options }),
    };
  };

  return {
    ...form,
    validate: () => {
      markChecked();
      validated.mark(rendered.current);
      return form.validate();
    },
    validateField,
    onSubmit: (handleSubmit, handleValidationFailure) => {
      let focusAtSubmit: Element | null = null;
      const submit = form.onSubmit(handleSubmit, (errors, values, event) => {
        // A shopper who moved on while the rules waited for the paint keeps their place; the summary still shows.
        feedback.submitFailed(inPageOrder(errors, fieldId, formRef.current), focusedElementBeside(formRef.current) === focusAtSubmit);
        handleValidationFailure?.(errors, values, event);
      });
      return (event) => {
        // At once: the browser must not send the form itself.
        event?.preventDefault();
        setSendingAnnounced(formRef.current?.hasAttribute(ANNOUNCED_SUBMIT_ATTRIBUTE) ?? false);
        formRef.current?.removeAttribute(ANNOUNCED_SUBMIT_ATTRIBUTE);
        afterPointerRelease.cancel();
        markChecked();
        focusAtSubmit = focusedElementBeside(formRef.current);
        // The rules run, and what they found renders, once the press has painted: on a slow phone the
        // click's next paint does not wait for them. The valid marks render in a transition, in slices.
        void afterNextPaint().then(() => {
          startTransition(() => validated.mark(rendered.current));
          held.clear();
          submit(event);
        });
      };
    },
    // A value put in by code (a password cleared after a refusal) is no more the one found valid than a typed one.
    setFieldValue: (path, value) => {
      validated.forget(path);
      form.setFieldValue(path, value);
    },
    // Mantine's setValues takes every error away; a prefilled field's own goes, as when it is typed in.
    setValues: (values) => {
      for (const [path, value] of Object.entries(values)) form.setFieldValue(path, value);
    },
    reset: () => {
      used.current.clear();
      held.clear();
      validated.clear();
      feedback.clear();
      form.reset();
    },
    getInputProps,
    fieldState,
    getFieldProps: (path, inputOptions) => ({ ...getInputProps(path, inputOptions), state: fieldState(path), ...(held.errors[path] ? { heldError: held.errors[path] } : {}) }),
    formRef,
    errorSummary: {
      errors: feedback.summary.errors.map(({ path, message }) => ({ fieldId: fieldId(path), message })),
      revealKey: feedback.summary.revealKey,
      takeFocus: feedback.summary.takeFocus,
    },
    fieldAnnouncement: { ...feedback.announcement, sendingAnnounced },
    holdError: held.hold,
    reportErrors: (errors) => {
      form.setErrors(errors);
      feedback.submitFailed(inPageOrder(errors, fieldId, formRef.current));
    },
  };
}
