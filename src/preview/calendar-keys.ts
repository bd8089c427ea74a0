import dayjs from 'dayjs';
import type { DayOfWeek } from '@mantine/dates';

/** The keys of a date grid (WAI-ARIA date picker dialog) and the day each one moves to. */
export interface GridKey {
  key: string;
  shiftKey: boolean;
}

/**
 * The day the focus moves to from `day` (YYYY-MM-DD) on `key`: arrows by a day or a week,
 * PageUp/PageDown by a month (with Shift, a year), Home/End to the week's first or last day.
 * Undefined for any other key. Months and years keep the day of the month where it exists
 * (31 January + 1 month is 28 February).
 */
export function dayAfterKey(day: string, { key, shiftKey }: GridKey, firstDayOfWeek: DayOfWeek): string | undefined {
  const from = dayjs(day);
  const daysIntoWeek = (from.day() - firstDayOfWeek + 7) % 7;
  const moves: Record<string, () => dayjs.Dayjs> = {
    ArrowLeft: () => from.subtract(1, 'day'),
    ArrowRight: () => from.add(1, 'day'),
    ArrowUp: () => from.subtract(1, 'week'),
    ArrowDown: () => from.add(1, 'week'),
    PageUp: () => from.subtract(1, shiftKey ? 'year' : 'month'),
    PageDown: () => from.add(1, shiftKey ? 'year' : 'month'),
    Home: () => from.subtract(daysIntoWeek, 'day'),
    End: () => from.add(6 - daysIntoWeek, 'day'),
  };
  return moves[key]?.().format('YYYY-MM-DD');
}
