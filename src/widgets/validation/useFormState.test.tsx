import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FormRules } from './formTypes';
import { useFormState } from './useFormState';

type SignUp = { email: string; salutation: string; consent: boolean };

const INITIAL: SignUp = { email: '', salutation: '', consent: false };
const EMAIL_REQUIRED = 'Email is required.';
const CONSENT_REQUIRED = 'Consent is required.';
const RULES: FormRules<SignUp> = {
  email: (email) => (email ? null : EMAIL_REQUIRED),
  consent: (consent) => (consent ? undefined : CONSENT_REQUIRED),
  // A rule with nothing to say in a form of its own: '' is no error either.
  salutation: () => '',
};

const renderForm = (rules = RULES) => renderHook(() => useFormState({ initialValues: INITIAL, validate: rules }));

function submitEvent() {
  return { preventDefault: vi.fn() } as unknown as FormEvent<HTMLFormElement>;
}

function SignUpFields() {
  const form = useFormState({ initialValues: INITIAL });
  return (
    <>
      <input aria-label="Email" {...form.getInputProps('email')} />
      <input aria-label="Consent" type="checkbox" {...form.getInputProps('consent', { type: 'checkbox' })} />
      <output>{JSON.stringify(form.getValues())}</output>
    </>
  );
}

describe('useFormState', () => {
  it('hands a text input its value and takes what is typed into it', async () => {
    const user = userEvent.setup();
    render(<SignUpFields />);

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'anna@example.com');

    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('anna@example.com');
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toMatchObject({ email: 'anna@example.com' });
  });

  it('hands a checkbox its value as checked and takes its ticks', async () => {
    const user = userEvent.setup();
    render(<SignUpFields />);
    const consent = screen.getByRole('checkbox', { name: 'Consent' });
    expect(consent).not.toBeChecked();

    await user.click(consent);

    expect(consent).toBeChecked();
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toMatchObject({ consent: true });
  });

  it('takes a value given to onChange as it is, as a radio group gives it', () => {
    const { result } = renderForm();

    act(() => result.current.getInputProps('salutation').onChange('MRS'));

    expect(result.current.getInputProps('salutation')).toMatchObject({ value: 'MRS' });
  });

  it('validate() shows the message of every rule that has one, and no error for null, undefined or an empty message', () => {
    const { result } = renderForm();
    act(() => result.current.setFieldValue('consent', true));

    let validation: ReturnType<typeof result.current.validate> | undefined;
    act(() => {
      validation = result.current.validate();
    });

    expect(validation).toEqual({ hasErrors: true, errors: { email: EMAIL_REQUIRED } });
    expect(result.current.errors).toEqual({ email: EMAIL_REQUIRED });
    expect(result.current.getInputProps('email').error).toBe(EMAIL_REQUIRED);
    expect(result.current.getInputProps('consent', { type: 'checkbox' }).error).toBeUndefined();
  });

  it('gives a rule the value of its field and all the values', () => {
    const emailRule = vi.fn(() => null);
    const { result } = renderForm({ email: emailRule });
    act(() => result.current.setFieldValue('email', 'anna@example.com'));

    act(() => void result.current.validate());

    expect(emailRule).toHaveBeenCalledWith('anna@example.com', { ...INITIAL, email: 'anna@example.com' });
  });

  it('validateField() checks one field and keeps the errors of the others', () => {
    const { result } = renderForm();
    act(() => void result.current.validate());
    act(() => result.current.setFieldValue('email', 'anna@example.com'));
    act(() => result.current.setFieldError('consent', 'Not yet.'));

    let validation: ReturnType<typeof result.current.validateField> | undefined;
    act(() => {
      validation = result.current.validateField('consent');
    });

    expect(validation).toEqual({ hasError: true, error: CONSENT_REQUIRED });
    expect(result.current.errors).toEqual({ consent: CONSENT_REQUIRED });
    act(() => void result.current.validateField('email'));
    expect(result.current.errors).toEqual({ consent: CONSENT_REQUIRED });
  });

  it('takes the error of a field away when its value changes, and only that one', () => {
    const { result } = renderForm();
    act(() => void result.current.validate());

    act(() => result.current.setFieldValue('email', 'anna@example.com'));

    expect(result.current.errors).toEqual({ consent: CONSENT_REQUIRED });
  });

  it('keeps no error without a message from setErrors and setFieldError, and clears one with clearFieldError', () => {
    const { result } = renderForm();

    act(() => result.current.setErrors({ email: 'Taken.', salutation: null, consent: false }));
    expect(result.current.errors).toEqual({ email: 'Taken.' });

    act(() => result.current.setFieldError('consent', ''));
    act(() => result.current.clearFieldError('email'));
    expect(result.current.errors).toEqual({});
  });

  it('setValues() sets the fields it is given and keeps the others', () => {
    const { result } = renderForm();
    act(() => result.current.setFieldValue('consent', true));

    act(() => result.current.setValues({ email: 'anna@example.com', salutation: 'MRS' }));

    expect(result.current.getValues()).toEqual({ email: 'anna@example.com', salutation: 'MRS', consent: true });
  });

  it('reset() brings back the initial values and clears every error', () => {
    const { result } = renderForm();
    act(() => result.current.setValues({ email: 'anna', consent: true }));
    act(() => result.current.setErrors({ email: 'Not an address.' }));

    act(() => result.current.reset());

    expect(result.current.getValues()).toEqual(INITIAL);
    expect(result.current.getInputProps('email')).toMatchObject({ value: '', error: undefined });
  });

  it('lets callbacks kept from the first render read and set the latest values, with the same functions', () => {
    const { result } = renderForm();
    const first = result.current;
    act(() => result.current.setFieldValue('email', 'anna@example.com'));

    expect(first.getValues().email).toBe('anna@example.com');
    act(() => first.setValues({ salutation: 'MRS' }));

    expect(result.current.getValues()).toEqual({ ...INITIAL, email: 'anna@example.com', salutation: 'MRS' });
    expect(result.current.setFieldValue).toBe(first.setFieldValue);
    expect(result.current.getValues).toBe(first.getValues);
  });

  it('onSubmit() stops the browser’s own submit and hands on the values once every rule passes', () => {
    const { result } = renderForm();
    const handleSubmit = vi.fn();
    const handleFailure = vi.fn();
    act(() => result.current.setValues({ email: 'anna@example.com', consent: true }));
    const event = submitEvent();

    act(() => result.current.onSubmit(handleSubmit, handleFailure)(event));

    expect(event.preventDefault).toHaveBeenCalled();
    expect(handleSubmit).toHaveBeenCalledWith({ ...INITIAL, email: 'anna@example.com', consent: true }, event);
    expect(handleFailure).not.toHaveBeenCalled();
  });

  it('onSubmit() shows the errors and hands them, the values and the event to the failure callback instead', () => {
    const { result } = renderForm();
    const handleSubmit = vi.fn();
    const handleFailure = vi.fn();
    const event = submitEvent();

    act(() => result.current.onSubmit(handleSubmit, handleFailure)(event));

    const errors = { email: EMAIL_REQUIRED, consent: CONSENT_REQUIRED };
    expect(handleSubmit).not.toHaveBeenCalled();
    expect(handleFailure).toHaveBeenCalledWith(errors, INITIAL, event);
    expect(result.current.errors).toEqual(errors);
    expect(event.preventDefault).toHaveBeenCalled();
  });
});
