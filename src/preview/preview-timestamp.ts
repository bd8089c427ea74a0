const DATE_FORMAT = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_FORMAT = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** True for a YYYY-MM-DD date that exists on the calendar (no 2026-02-30). */
export function isPreviewDate(date: string): boolean {
  const parts = DATE_FORMAT.exec(date);
  if (!parts) return false;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}

/** True for a HH:MM time of day. */
export function isPreviewTime(time: string): boolean {
  return TIME_FORMAT.test(time);
}

/**
 * The instant to preview (spec §5): the date and time in the staff member's own time zone, or
 * the current time when the date is not YYYY-MM-DD or the time is missing; as ISO 8601 in UTC.
 */
export function previewTimestamp(date: string, time: string, now: Date): string {
  const clock = TIME_FORMAT.exec(time);
  if (!isPreviewDate(date) || !clock) return now.toISOString();
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day, Number(clock[1]), Number(clock[2])).toISOString();
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The date and time fields' values for an instant, in the staff member's time zone. */
export function dateAndTimeOf(instant: Date): { date: string; time: string } {
  return {
    date: `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`,
    time: `${pad(instant.getHours())}:${pad(instant.getMinutes())}`,
  };
}
