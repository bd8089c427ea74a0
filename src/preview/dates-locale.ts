import dayjs from 'dayjs';
import type { DayOfWeek } from '@mantine/dates';

// dayjs ships a module per locale; only the country's own is fetched, and only for staff.
const DAYJS_LOCALES: Record<string, () => Promise<unknown>> = {
  'de-DE': () => import('dayjs/locale/de.js'),
  'de-AT': () => import('dayjs/locale/de-at.js'),
  'de-CH': () => import('dayjs/locale/de-ch.js'),
  'fr-CH': () => import('dayjs/locale/fr-ch.js'),
  'cs-CZ': () => import('dayjs/locale/cs.js'),
  'hu-HU': () => import('dayjs/locale/hu.js'),
  'sk-SK': () => import('dayjs/locale/sk.js'),
  'tr-TR': () => import('dayjs/locale/tr.js'),
  'pl-PL': () => import('dayjs/locale/pl.js'),
  'da-DK': () => import('dayjs/locale/da.js'),
  'sv-SE': () => import('dayjs/locale/sv.js'),
};

/** The dayjs name of a storefront locale, e.g. 'de-at' for de-AT; English when dayjs has none loaded. */
export async function loadDayjsLocale(locale: string): Promise<string> {
  const load = DAYJS_LOCALES[locale];
  if (!load) return 'en';
  await load();
  const name = locale.toLowerCase();
  return dayjs.Ls[name] ? name : name.split('-')[0]!;
}

interface WeekInfo {
  firstDay: number;
}

/** The locale's first day of the week (Mantine counts 0 for Sunday), from Intl; Monday where Intl cannot tell. */
export function firstDayOfWeek(locale: string): DayOfWeek {
  const intlLocale = new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };
  const firstDay = intlLocale.getWeekInfo?.().firstDay ?? intlLocale.weekInfo?.firstDay ?? 1;
  return (firstDay % 7) as DayOfWeek;
}
