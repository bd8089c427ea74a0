import { useRef, useState, type ReactNode } from 'react';
import { changedValue } from './changedValue';
import { findErrors, findFieldError, withoutEmpty } from './formRules';
import type { FieldPath, FormErrors, FormState, FormStateOptions, GetInputPropsOptions, ShownValue } from './formTypes';

function shownValue<Value, Options extends GetInputPropsOptions>(value: Value, options: Options | undefined) {
  // TypeScript does not narrow a conditional type by the check that decides it.
  return (options?.type === 'checkbox' ? { checked: value } : { value }) as ShownValue<Value, Options>;
}

/**
 * A form's values and errors, and its rules run on demand: the part of Mantine's useForm that the
 * storefront's forms use. @mantine/form put 8 KB gzip into every page with a form.
 */
export function useFormState<Values extends Record<string, unknown>>({
  initialValues,
  startValues,
  validate: rules = {},
}: FormStateOptions<Values>): FormState<Values> {
  const [values, setShownValues] = useState<Values>(() => ({ ...initialValues, ...startValues }));
  const [errors, setShownErrors] = useState<FormErrors>({});
  // The values as last set: a submit right after a change must not see those of the last render.
  const latest = useRef(values);

  // Made once, reading and writing through `latest`: a callback kept from the first render (an answer
  // that arrives after mount) still sets the values of now, and effects depending on these run once.
  const [setters] = useState(() => {
    const updateErrors = (changes: FormErrors) => setShownErrors((before) => withoutEmpty({ ...before, ...changes }));
    const change = (next: Values, paths: string[]) => {
      latest.current = next;
      setShownValues(next);
      // A changed value no longer has the error found for the old one.
      updateErrors(Object.fromEntries(paths.map((path) => [path, null])));
    };
    return {
      getValues: () => latest.current,
      setFieldValue: <Path extends FieldPath<Values>>(path: Path, value: Values[Path]) =>
        change({ ...latest.current, [path]: value }, [path]),
      setValues: (changed: Partial<Values>) => change({ ...latest.current, ...changed }, Object.keys(changed)),
      setErrors: (next: FormErrors) => setShownErrors(withoutEmpty(next)),
      setFieldError: (path: FieldPath<Values>, error: ReactNode) => updateErrors({ [path]: error }),
      clearFieldError: (path: FieldPath<Values>) => updateErrors({ [path]: null }),
      reset: () => {
        latest.current = initialValues;
        setShownValues(initialValues);
        setShownErrors({});
      },
    };
  });

  const validate = () => {
    const found = findErrors(rules, latest.current);
    setters.setErrors(found);
    return { hasErrors: Object.keys(found).length > 0, errors: found };
  };

  return {
    ...setters,
    errors,
    validate,
    validateField: (path) => {
      const error = findFieldError(rules, path, latest.current) || null;
      setters.setFieldError(path, error);
      return { hasError: error !== null, error };
    },
    getInputProps: (path, options) => ({
      ...shownValue(values[path], options),
      onChange: (eventOrValue: unknown) => setters.setFieldValue(path, changedValue(eventOrValue) as Values[typeof path]),
      error: errors[path],
    }),
    onSubmit: (handleSubmit, handleValidationFailure) => (event) => {
      event.preventDefault();
      const { hasErrors, errors: found } = validate();
      if (hasErrors) handleValidationFailure?.(found, latest.current, event);
      else handleSubmit(latest.current, event);
    },
  };
}
