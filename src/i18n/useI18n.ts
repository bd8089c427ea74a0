import { useI18nContext } from '../../locales/i18n-react';
import type { TranslationFunctions } from '../../locales/i18n-types';
import type { SupportedLocale } from './register-locale';

export interface I18n {
  /** Typed translation functions, e.g. LL.login.heading(). */
  LL: TranslationFunctions;
  locale: SupportedLocale;
}

/** The current locale's translations; the locale is fixed per bundle, so there is no setter. */
export function useI18n(): I18n {
  // The generated context defaults to an empty object, which would fail later and less clearly.
  const { LL, locale } = useI18nContext() as Partial<I18n>;
  if (!LL || !locale) throw new Error('useI18n() must be called inside <I18nProvider>');
  return { LL, locale };
}
