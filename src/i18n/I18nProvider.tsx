import type { ReactNode } from 'react';
import TypesafeI18n from '../../locales/i18n-react';
import { registerLocale, type Dictionary } from './register-locale';

export interface I18nProviderProps {
  /** Locale tag of the dictionary, e.g. "tr-TR"; must have a folder under locales/. */
  locale: string;
  /** That locale's dictionary, the only one the bundle carries. */
  translations: Dictionary;
  children: ReactNode;
}

export function I18nProvider({ locale, translations, children }: I18nProviderProps) {
  // Registered during render, not in an effect: the adapter reads the dictionary on its first
  // render, which is the only render when pages are prerendered with renderToString.
  const supportedLocale = registerLocale(locale, translations);
  return <TypesafeI18n locale={supportedLocale}>{children}</TypesafeI18n>;
}
