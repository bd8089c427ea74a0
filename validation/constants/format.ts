import type { Period } from '../../src/config/country.generated.ts';

/** An amount in the country's currency: 100 zł, 59,90 €; whole amounts without ",00". */
export function formatAmount(amount: number, locale: string, currency: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, trailingZeroDisplay: 'stripIfInteger' }).format(amount);
}

/** A period in words of the locale: 14 gün, 30 Tage, 3 Monate. */
export function formatPeriod(period: Period, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: period.unit, unitDisplay: 'long' }).format(period.amount);
}

/** A range of whole numbers as the locale writes it: 1–2; one number when both ends are equal. */
export function formatNumberRange(from: number, to: number, locale: string): string {
  const numbers = new Intl.NumberFormat(locale);
  // formatRange writes equal ends as an approximation, "~2".
  return from === to ? numbers.format(from) : numbers.formatRange(from, to);
}

/** A whole number as the locale writes it: 11, 1.000. */
export function formatCount(count: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(count);
}

/** Opening hours from two HH:MM clock times as the locale writes them: 09:00–19:00, 09:00–19:00 Uhr. */
export function formatClockRange(opens: string, closes: string, locale: string): string {
  // A fixed day in UTC: only the time of day is shown, so neither the date nor the machine's zone may shift it.
  const at = (time: string) => new Date(`2000-01-01T${time}:00Z`);
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).formatRange(at(opens), at(closes));
}
