import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadCountry } from '../test/storefront';
import { renderInCountry } from '../test/render';
import { LoginPage } from './LoginPage';

describe('LoginPage', () => {
  it.each([
    { code: 'DE', heading: 'Anmelden' },
    { code: 'AT', heading: 'Anmelden' },
    { code: 'CH', heading: 'Anmelden' },
    { code: 'CH_FR', heading: 'Connexion' },
    { code: 'CZ', heading: 'Přihlášení' },
    { code: 'HU', heading: 'Bejelentkezés' },
    { code: 'SK', heading: 'Prihlásenie' },
    { code: 'TR', heading: 'Giriş yap' },
    { code: 'PL', heading: 'Zaloguj się' },
  ] as const)('shows the heading “$heading” in $code, and the country’s name', ({ code, heading }) => {
    renderInCountry(code, <LoginPage />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(screen.getByRole('banner')).toHaveTextContent(loadCountry(code).displayName);
  });

  it('puts its content in the main landmark', () => {
    renderInCountry('HU', <LoginPage />);

    expect(screen.getByRole('main')).toHaveTextContent('Jelentkezzen be e-mail-címével és jelszavával.');
  });
});
