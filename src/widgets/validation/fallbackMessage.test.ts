import { describe, expect, it } from 'vitest';
import { i18nObject } from '../../../locales/i18n-util';
import { registerLocale } from '../../i18n/register-locale';
import { dictionaries } from '../../test/storefront';
import { fallbackMessage } from './fallbackMessage';

/** The translation functions of one locale, as that locale's bundle gets them. */
function translationsFor(locale: string) {
  const dictionary = dictionaries[locale];
  if (!dictionary) throw new Error(`no dictionary for ${locale}`);
  return i18nObject(registerLocale(locale, dictionary));
}

describe('fallbackMessage', () => {
  it.each([
    ['en', 'Email', 'Email is not valid.'],
    ['de-DE', 'Vorname', 'Vorname ist nicht gültig.'],
    ['fr-CH', 'Prénom', 'Prénom n’est pas valide.'],
    ['tr-TR', 'Ad', 'Ad geçerli değil.'],
  ])('in %s names the field: “%s” gives “%s”', (locale, field, message) => {
    expect(fallbackMessage(translationsFor(locale), field)).toBe(message);
  });
});
