import type { DayOfWeek } from '@mantine/dates';
// The build hands in the dayjs locale module of the bundle's own country only (cli/vite/dayjs-locale.ts).
import { dayjsLocale } from 'virtual:storefront/dayjs-locale';

/** Loads the bundle's dayjs locale, fetched only for staff, and gives its dayjs name; 'en' when dayjs has none for the country. */
export async function loadDayjsLocale(): Promise<string> {
  if (!dayjsLocale) return 'en';
  await dayjsLocale.load();
  return dayjsLocale.name;
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
