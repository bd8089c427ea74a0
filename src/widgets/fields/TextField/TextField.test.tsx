import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInCountry } from '../../../test/render';
import { useStorefrontForm } from '../../validation';
import { TextField } from './TextField';
import { nextPaint } from '../../../test/next-paint';
import { expectErrorHeld } from '../../../test/held-error';

const INVALID_EMAIL = 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';
const NAME_REQUIRED = 'Der Vorname ist ein Pflichtfeld.';
const checkEmail = vi.fn((value: string) => (/^\S+@\S+\.\S+$/.test(value) ? null : INVALID_EMAIL));

function SignUpForm({ onSubmit = () => {} }: { onSubmit?: (values: { email: string; firstName: string }) => void }) {
  const form = useStorefrontForm({
    initialValues: { email: '', firstName: '' },
    validate: {
      email: checkEmail,
      firstName: (value) => (value ? null : NAME_REQUIRED),
    },
  });
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <TextField label="E-Mail" {...form.getFieldProps('email')} />
      <TextField label="Vorname" {...form.getFieldProps('firstName')} />
      <button type="submit">Anmelden</button>
    </form>
  );
}

describe('TextField', () => {
  beforeEach(() => {
    checkEmail.mockClear();
  });

  it('is reached with Tab and starts in the default state, neither invalid nor described', async () => {
    const user = userEvent.setup();
    renderInCountry('DE', <SignUpForm />);

    await user.tab();

    const email = screen.getByRole('textbox', { name: 'E-Mail' });
    expect(email).toHaveFocus();
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).not.toHaveAttribute('aria-describedby');
  });

  it('shows an error tied to the field once the shopper leaves it with an invalid value', async () => {
    const user = userEvent.setup();
    renderInCountry('DE', <SignUpForm />);

    await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), 'kein-at-zeichen');
    await user.tab();

    const email = screen.getByRole('textbox', { name: 'E-Mail' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')).toHaveTextContent(INVALID_EMAIL);
    expect(email).toHaveAccessibleDescription(INVALID_EMAIL);
  });

  it('does not validate while the shopper types', async () => {
    const user = userEvent.setup();
    renderInCountry('DE', <SignUpForm />);
    const email = screen.getByRole('textbox', { name: 'E-Mail' });

    await user.type(email, 'kein-at-zeichen');

    expect(checkEmail).not.toHaveBeenCalled();
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('clears the error as soon as the field gets focus again, for screen readers once the shopper types', async () => {
    const user = userEvent.setup();
    renderInCountry('DE', <SignUpForm />);
    const email = screen.getByRole('textbox', { name: 'E-Mail' });
    await user.type(email, 'kein-at-zeichen');
    await user.tab();

    await user.click(email);
    expectErrorHeld(email, INVALID_EMAIL);

    await user.type(email, '-immer-noch-falsch');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(INVALID_EMAIL)).not.toBeInTheDocument();
  });

  it('shows the valid mark, and tells screen readers, once the shopper leaves it with a valid value', async () => {
    const user = userEvent.setup();
    renderInCountry('DE', <SignUpForm />);
    const email = screen.getByRole('textbox', { name: 'E-Mail' });

    await user.type(email, 'kunde@example.de');
    await user.tab();

    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).toHaveAttribute('data-success');
    expect(email).toHaveAccessibleDescription('Eingabe ist gültig');
  });

  it('drops the valid mark when the value changes, until the shopper leaves the field again', async () => {
    const user = userEvent.setup();
    renderInCountry('DE', <SignUpForm />);
    const email = screen.getByRole('textbox', { name: 'E-Mail' });
    await user.type(email, 'kunde@example.de');
    await user.tab();

    await user.type(email, 'x');

    expect(email).not.toHaveAttribute('data-success');
    expect(email).not.toHaveAccessibleDescription('Eingabe ist gültig');
  });

  it('validates every field on submit and does not submit while one is invalid', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderInCountry('DE', <SignUpForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), 'kunde@example.de');

    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await nextPaint();

    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toHaveAccessibleDescription('Eingabe ist gültig');
    expect(screen.getByRole('textbox', { name: 'Vorname' })).toHaveAccessibleDescription(NAME_REQUIRED);
  });

  it('submits the values once every field is valid', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderInCountry('DE', <SignUpForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), 'kunde@example.de');
    await user.type(screen.getByRole('textbox', { name: 'Vorname' }), 'Anna');

    await user.keyboard('{Enter}');
    await nextPaint();

    expect(onSubmit).toHaveBeenCalledWith({ email: 'kunde@example.de', firstName: 'Anna' }, expect.anything());
  });

  it.each([
    { state: 'default', invalid: false, description: '' },
    { state: 'valid', invalid: false, description: 'Giriş geçerli' },
    { state: 'error', invalid: true, description: '' },
  ] as const)('shows the $state state it is given, without a form', ({ state, invalid, description }) => {
    renderInCountry('TR', <TextField label="E-posta" state={state} />);

    const field = screen.getByRole('textbox', { name: 'E-posta' });
    expect(field.getAttribute('aria-invalid') === 'true').toBe(invalid);
    expect(field).toHaveAccessibleDescription(description);
  });

  it('shows an error message it is given as the error state, whatever state says', () => {
    renderInCountry('DE', <TextField label="E-Mail" state="valid" error={INVALID_EMAIL} />);

    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toHaveAccessibleDescription(INVALID_EMAIL);
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toHaveAttribute('aria-invalid', 'true');
  });
});
