import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadCountry } from '../test/storefront';
import { renderInCountry } from '../test/render';
import { HomePage } from './HomePage';

describe('HomePage', () => {
  it.each([
    { code: 'DE', welcome: 'Willkommen in unserem Shop' },
    { code: 'AT', welcome: 'Willkommen in unserem Shop' },
    { code: 'CH', welcome: 'Willkommen in unserem Shop' },
    { code: 'CH_FR', welcome: 'Bienvenue dans notre boutique' },
    { code: 'CZ', welcome: 'Vítejte v našem obchodě' },
    { code: 'HU', welcome: 'Üdvözöljük webáruházunkban' },
    { code: 'SK', welcome: 'Vitajte v našom obchode' },
    { code: 'TR', welcome: 'Mağazamıza hoş geldiniz' },
    { code: 'PL', welcome: 'Witamy w naszym sklepie' },
  ] as const)('welcomes visitors in $code in their language, with the country’s name', ({ code, welcome }) => {
    renderInCountry(code, <HomePage />);

    const { displayName } = loadCountry(code);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`${welcome} – ${displayName}`);
  });

  it('puts the heading and the introduction in the main landmark', () => {
    renderInCountry('DE', <HomePage />);

    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(within(main).getByText(/Kaffee, Mode, Wohnen/)).toBeInTheDocument();
  });

  it('links to the login page', () => {
    renderInCountry('PL', <HomePage />);

    expect(screen.getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('href', '/login');
  });
});
