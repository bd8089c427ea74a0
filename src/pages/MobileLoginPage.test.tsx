import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countryCodes, dictionaryFor, loadCountry } from '../test/storefront';
import { renderInCountry } from '../test/render';
import { MobileLoginPage } from './MobileLoginPage';

describe('MobileLoginPage', () => {
  it.each(countryCodes)('shows the login heading and the country’s name in %s', (code) => {
    renderInCountry(code, <MobileLoginPage />);

    const country = loadCountry(code);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(dictionaryFor(country).login.heading);
    expect(screen.getByRole('banner')).toHaveTextContent(country.displayName);
  });

  it('keeps the introduction inside the main landmark', () => {
    renderInCountry('TR', <MobileLoginPage />);

    expect(screen.getByRole('main')).toHaveTextContent('E-posta adresiniz ve şifrenizle giriş yapın.');
  });
});
