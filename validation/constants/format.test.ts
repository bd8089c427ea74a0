import { describe, expect, it } from 'vitest';
import { formatAmount, formatClockRange, formatCount, formatNumberRange, formatPeriod } from './format.ts';

// Intl keeps a number and its currency (and, in French, its unit) together with a no-break space.
const nbsp = (text: string) => text.replace(/ /g, '\u00A0');

describe('formatAmount', () => {
  it.each([
    ['pl-PL', 'PLN', 100, nbsp('100 zł')],
    ['cs-CZ', 'CZK', 999, nbsp('999 Kč')],
    ['sk-SK', 'EUR', 20, nbsp('20 €')],
    ['de-DE', 'EUR', 59.9, nbsp('59,90 €')],
    ['de-AT', 'EUR', 59.9, nbsp('€ 59,90')],
    ['tr-TR', 'TRY', 1000, '₺1.000'],
    ['hu-HU', 'HUF', 15000, nbsp('15 000 Ft')],
    ['de-CH', 'CHF', 49.5, nbsp('CHF 49.50')],
    ['fr-CH', 'CHF', 100, nbsp('100 CHF')],
  ])('writes an amount in %s and %s: %s as %s, without ",00" when whole', (locale, currency, amount, expected) => {
    expect(formatAmount(amount, locale, currency)).toBe(expected);
  });
});

describe('formatPeriod', () => {
  it.each([
    ['tr-TR', 14, 'day', '14 gün'],
    ['de-AT', 14, 'day', '14 Tage'],
    ['de-DE', 30, 'day', '30 Tage'],
    ['de-CH', 3, 'month', '3 Monate'],
    ['fr-CH', 3, 'month', nbsp('3 mois')],
    ['cs-CZ', 30, 'day', '30 dnů'],
    ['sk-SK', 30, 'day', '30 dní'],
    ['hu-HU', 30, 'day', '30 nap'],
    ['pl-PL', 30, 'day', '30 dni'],
    ['tr-TR', 2, 'year', '2 yıl'],
  ] as const)('writes a period in %s: %i %s as %s', (locale, amount, unit, expected) => {
    expect(formatPeriod({ amount, unit }, locale)).toBe(expected);
  });
});

describe('formatNumberRange and formatCount', () => {
  it('writes a range of working days with the locale dash, and equal ends as one number', () => {
    expect(formatNumberRange(1, 2, 'tr-TR')).toBe('1–2');
    expect(formatNumberRange(2, 2, 'tr-TR')).toBe('2');
  });

  it('writes a count with the locale grouping', () => {
    expect(formatCount(11, 'cs-CZ')).toBe('11');
    expect(formatCount(1000, 'tr-TR')).toBe('1.000');
  });
});

describe('formatClockRange', () => {
  it.each([
    ['tr-TR', '09:00–19:00'],
    ['pl-PL', '09:00–19:00'],
    ['de-DE', '09:00–19:00 Uhr'],
    ['hu-HU', '9:00–19:00'],
  ])('writes opening hours as %s does: %s', (locale, expected) => {
    expect(formatClockRange('09:00', '19:00', locale)).toBe(expected);
  });

  it('keeps the written times whatever the machine time zone, past midnight included', () => {
    expect(formatClockRange('00:00', '23:59', 'tr-TR')).toBe('00:00–23:59');
  });
});
