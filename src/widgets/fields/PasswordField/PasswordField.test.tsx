import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInCountry } from '../../../test/render';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('hides what is typed until the shopper asks to see it', async () => {
    const user = userEvent.setup();
    renderInCountry('DE', <PasswordField label="Passwort" defaultValue="geheim" />);
    const input = screen.getByLabelText('Passwort');
    expect(input).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Passwort anzeigen' }));
    expect(input).toHaveAttribute('type', 'text');
  });

  it('lets keyboard users reach the show button with Tab, right after the input', async () => {
    const user = userEvent.setup();
    renderInCountry('DE', <PasswordField label="Passwort" />);

    await user.tab();
    expect(screen.getByLabelText('Passwort')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Passwort anzeigen' })).toHaveFocus();
  });

  it('marks the input invalid and describes it with the error', () => {
    renderInCountry('TR', <PasswordField label="Şifre" error="Lütfen şifrenizi girin." />);
    const input = screen.getByLabelText('Şifre');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Lütfen şifrenizi girin.');
  });

  it('is not marked invalid without an error, and says when it was found valid', () => {
    renderInCountry('DE', <PasswordField label="Passwort" state="valid" />);
    const input = screen.getByLabelText('Passwort');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).toHaveAccessibleDescription('Eingabe ist gültig');
  });
});
