import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { nextPaint } from '../../test/next-paint';
import { useStorefrontForm } from './useStorefrontForm';

const EMAIL_REQUIRED = 'Die E-Mail-Adresse ist ein Pflichtfeld.';
const NAME_REQUIRED = 'Der Vorname ist ein Pflichtfeld.';
const RULES = {
  email: (value: string) => (value ? null : EMAIL_REQUIRED),
  firstName: (value: string) => (value ? undefined : NAME_REQUIRED),
};

const renderForm = () => renderHook(() => useStorefrontForm({ initialValues: { email: '', firstName: '' }, validate: RULES }));

function submitEvent() {
  return { preventDefault: vi.fn() } as unknown as FormEvent<HTMLFormElement>;
}

/** Stands for the shopper typing into the prerendered field while React hydrates, after the form's first render. */
function TypingWhileHydrating({ value }: { value: string }) {
  // A state's initialiser runs once, in the hydrating render, after the form's own render read the field.
  useState(() => {
    document.querySelector('input')!.value = value;
  });
  return null;
}

function EmailForm({ onSubmit, typedWhileHydrating }: { onSubmit?: (values: { email: string }) => void; typedWhileHydrating?: string }) {
  const form = useStorefrontForm({ initialValues: { email: '' } });
  return (
    <form onSubmit={form.onSubmit((values) => onSubmit?.(values))} noValidate>
      <input aria-label="E-Mail" {...form.getInputProps('email')} />
      <button type="submit">Senden</button>
      <button type="button" onClick={() => form.reset()}>
        Zurücksetzen
      </button>
      {typedWhileHydrating && <TypingWhileHydrating value={typedWhileHydrating} />}
    </form>
  );
}

/** The form served as HTML and hydrated, with `typed` put into its field before the code came; what it sends goes to `sent`. */
function hydrate(typed: string, typedWhileHydrating?: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<EmailForm />);
  document.body.append(container);
  container.querySelector('input')!.value = typed;
  const sent = vi.fn();
  render(<EmailForm onSubmit={sent} typedWhileHydrating={typedWhileHydrating} />, { container, hydrate: true });
  return sent;
}

describe('the values of useStorefrontForm', () => {
  it('starts from what was typed into its prerendered field before hydration, and reset() goes back to the initial values', async () => {
    const user = userEvent.setup();
    const sent = hydrate('anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await nextPaint();
    expect(sent).toHaveBeenLastCalledWith({ email: 'anna@example.com' });

    await user.click(screen.getByRole('button', { name: 'Zurücksetzen' }));
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await nextPaint();

    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toHaveValue('');
    expect(sent).toHaveBeenLastCalledWith({ email: '' });
  });

  it('takes a value typed while React hydrated once hydration is done', async () => {
    const user = userEvent.setup();
    const sent = hydrate('', 'anna@example.com');

    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await nextPaint();

    expect(sent).toHaveBeenLastCalledWith({ email: 'anna@example.com' });
  });

  it('hands a submit made right after a change the new value, through the handlers of the render before it', async () => {
    const { result } = renderForm();
    const { getFieldProps, onSubmit } = result.current;
    const handleSubmit = vi.fn();

    act(() => {
      getFieldProps('email').onChange('anna@example.com');
      getFieldProps('firstName').onChange('Anna');
      onSubmit(handleSubmit)(submitEvent());
    });
    await nextPaint();

    expect(handleSubmit).toHaveBeenCalledWith({ email: 'anna@example.com', firstName: 'Anna' }, expect.anything());
  });

  it('setValues() sets the fields it is given, keeps the others, and takes away only the errors of those it set', () => {
    const { result } = renderForm();
    act(() => void result.current.validate());

    act(() => result.current.setValues({ firstName: 'Anna' }));

    expect(result.current.getValues()).toEqual({ email: '', firstName: 'Anna' });
    expect(result.current.errors).toEqual({ email: EMAIL_REQUIRED });
  });

  // An answer that arrives after mount (the address the browser is known by, a customer's base data) calls what the first render made.
  it('lets callbacks kept from the first render read and set the latest values', () => {
    const { result } = renderForm();
    const first = result.current;
    act(() => result.current.setFieldValue('email', 'anna@example.com'));

    expect(first.getValues().email).toBe('anna@example.com');
    act(() => first.setValues({ firstName: 'Anna' }));
    act(() => first.setFieldValue('email', 'kim@example.com'));

    expect(result.current.getValues()).toEqual({ email: 'kim@example.com', firstName: 'Anna' });
  });
});
