import { useEffect, useRef, type ReactNode } from 'react';
import TypesafeI18n, { useI18nContext } from '../../locales/i18n-react';
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
  // A wrapper, not a sibling, so that the ids React gives the texts' parts stay as in a build.
  return <TypesafeI18n locale={supportedLocale}>{import.meta.env.DEV ? <FollowDictionary translations={translations}>{children}</FollowDictionary> : children}</TypesafeI18n>;
}

/**
 * The dev server's live preview hands the page new texts for the same locale: the adapter reads
 * its dictionary once, so it is told to read it again, and the texts change in place.
 */
function FollowDictionary({ translations, children }: { translations: Dictionary; children: ReactNode }) {
  const { locale, setLocale } = useI18nContext();
  const shown = useRef(translations);
  useEffect(() => {
    if (shown.current === translations) return;
    shown.current = translations;
    setLocale(locale);
  }, [translations, locale, setLocale]);
  return children;
}
