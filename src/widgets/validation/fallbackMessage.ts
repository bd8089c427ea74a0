import type { TranslationFunctions } from '../../../locales/i18n-types';

/** The generic validation message '{field} is not valid.' in the current locale, for rules without their own. */
export function fallbackMessage(LL: TranslationFunctions, fieldLabel: string): string {
  return LL.widgets.validation.fallback({ field: fieldLabel });
}
