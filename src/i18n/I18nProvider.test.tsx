import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dictionaries } from '../test/storefront';
import { I18nProvider } from './I18nProvider';
import type { Dictionary } from './register-locale';
import { useI18n } from './useI18n';

function LoginHeadingProbe() {
  const { LL, locale } = useI18n();
  return (
    <p>
      {locale}: {LL.login.heading()} / {LL.home.heading({ country: 'Türkiye' })}
    </p>
  );
}

function dictionary(locale: string): Dictionary {
  const found = dictionaries[locale];
  if (!found) throw new Error(`no dictionary for ${locale}`);
  return found;
}

describe('I18nProvider and useI18n', () => {
  it('serve the strings of the locale they are given', () => {
    render(
      <I18nProvider locale="tr-TR" translations={dictionary('tr-TR')}>
        <LoginHeadingProbe />
      </I18nProvider>,
    );

    expect(screen.getByText('tr-TR: Giriş yap / Mağazamıza hoş geldiniz – Türkiye')).toBeInTheDocument();
  });

  it('serve a locale other than the base one without any other locale registered first', () => {
    render(
      <I18nProvider locale="sv-SE" translations={dictionary('sv-SE')}>
        <LoginHeadingProbe />
      </I18nProvider>,
    );

    expect(screen.getByText(/^sv-SE: Logga in/)).toBeInTheDocument();
  });

  it('refuse a locale that has no folder under locales/', () => {
    expect(() =>
      render(
        <I18nProvider locale="xx-XX" translations={dictionary('de-DE')}>
          <LoginHeadingProbe />
        </I18nProvider>,
      ),
    ).toThrow('No translations for locale "xx-XX"');
  });

  it('explain the mistake when useI18n is called outside the provider', () => {
    expect(() => render(<LoginHeadingProbe />)).toThrow('useI18n() must be called inside <I18nProvider>');
  });
});
