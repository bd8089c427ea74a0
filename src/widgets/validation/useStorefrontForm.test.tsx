import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInCountry } from '../../test/render';
import { TextField } from '../fields/TextField';
import { useStorefrontForm } from './useStorefrontForm';
import { expectErrorHeld } from '../../test/held-error';

const REQUIRED = 'Die E-Mail-Adresse ist ein Pflichtfeld.';
const SERVER_SAYS_INVALID = 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';

/** A form with the calls a feature makes besides submit: validate, reset and a server-reported error. */
function NewsletterForm() {
  const form = useStorefrontForm({
    initialValues: { email: '', lastName: '' },
    validate: { email: (value) => (value ? null : REQUIRED) },
    enhanceGetInputProps: () => ({ autoComplete: 'off' }),
  });
  return (
    <>
      <TextField label="E-Mail" {...form.getFieldProps('email')} />
      <TextField label="Nachname" {...form.getFieldProps('lastName')} />
      <button type="button" onClick={() => form.validate()}>Prüfen</button>
      <button type="button" onClick={() => form.reset()}>Zurücksetzen</button>
      <button type="button" onClick={() => form.setFieldError('email', SERVER_SAYS_INVALID)}>Server</button>
    </>
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('useStorefrontForm', () => {
  // Issue 26: a keyboard user on the way past the form must not hear an error for a field they never used.
  it('flags a field left without typing in it only on submit', async () => {
    const user = userEvent.setup();
    renderInCountry('DE', <NewsletterForm />);
    await user.click(field('E-Mail'));
    await user.tab();
    expect(field('E-Mail')).toHaveAccessibleDescription('');
    expect(field('E-Mail')).not.toBeInvalid();
  });

  it('flags a field the shopper typed in and emptied when it is left', async () => {
    const user = userEvent.setup();
    renderInCountry('DE', <NewsletterForm />);
    await user.type(field('E-Mail'), 'a');
    await user.clear(field('E-Mail'));
    await user.tab();
    expect(field('E-Mail')).toHaveAccessibleDescription(REQUIRED);
  });

  it('flags a field left empty again after a check found it empty', async () => {
    const user = userEvent.setup();
    renderInCountry('DE', <NewsletterForm />);
    await user.click(screen.getByRole('button', { name: 'Prüfen' }));
    await user.click(field('E-Mail'));
    expectErrorHeld(field('E-Mail'), REQUIRED);
    await user.tab();
    expect(field('E-Mail')).toHaveAccessibleDescription(REQUIRED);
  });

  it('shows every field on screen as validated after validate()', async () => {
    const user = userEvent.setup();
    renderInCountry('DE', <NewsletterForm />);

    await user.click(screen.getByRole('button', { name: 'Prüfen' }));

    expect(field('E-Mail')).toHaveAccessibleDescription(REQUIRED);
    expect(field('Nachname')).toHaveAccessibleDescription('Eingabe ist gültig');
  });

  it('puts every field back into the default state on reset()', async () => {
    const user = userEvent.setup();
    renderInCountry('DE', <NewsletterForm />);
    await user.click(screen.getByRole('button', { name: 'Prüfen' }));

    await user.click(screen.getByRole('button', { name: 'Zurücksetzen' }));

    expect(field('E-Mail')).toHaveAccessibleDescription('');
    expect(field('Nachname')).toHaveAccessibleDescription('');
  });

  it('shows an error the server reported, and clears it when the field gets focus', async () => {
    const user = userEvent.setup();
    renderInCountry('DE', <NewsletterForm />);

    await user.click(screen.getByRole('button', { name: 'Server' }));
    expect(field('E-Mail')).toHaveAccessibleDescription(SERVER_SAYS_INVALID);

    await user.click(field('E-Mail'));
    expectErrorHeld(field('E-Mail'), SERVER_SAYS_INVALID);
  });

  // The memoised fields then skip a keystroke in another field: on a slow phone, each key renders one field, not the form.
  it('hands a field whose value did not change the same props as before, handlers included', () => {
    const { result } = renderHook(() => useStorefrontForm({ initialValues: { email: '', lastName: '' } }));
    const before = result.current.getFieldProps('lastName');

    act(() => result.current.getFieldProps('email').onChange('kim@example.com'));

    const after = result.current.getFieldProps('lastName');
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const [prop, value] of Object.entries(after)) expect(value, prop).toBe(before[prop as keyof typeof before]);
  });

  it('keeps the props a form adds with its own enhanceGetInputProps', () => {
    renderInCountry('DE', <NewsletterForm />);

    expect(field('E-Mail')).toHaveAttribute('autocomplete', 'off');
  });
});
