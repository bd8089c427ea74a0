import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateAndTimeOf, isPreviewDate, previewTimestamp } from './preview-timestamp';

const NOW = new Date('2026-11-22T09:30:00Z');

describe('isPreviewDate', () => {
  it.each(['2026-12-24', '2028-02-29', '1999-01-01'])('accepts %s', (date) => {
    expect(isPreviewDate(date)).toBe(true);
  });

  it.each(['24.12.2026', '2026-2-4', '2026-02-30', '2027-02-29', '2026-13-01', '2026-12-24T10:00', ' 2026-12-24', '', 'tomorrow'])(
    'refuses %j',
    (date) => {
      expect(isPreviewDate(date)).toBe(false);
    },
  );
});

describe('previewTimestamp', () => {
  it('joins the date and the time in the staff member’s time zone', () => {
    expect(previewTimestamp('2026-12-24', '18:30', NOW)).toBe(new Date(2026, 11, 24, 18, 30).toISOString());
  });

  it.each([
    ['a date in another format', '24.12.2026', '18:30'],
    ['an impossible date', '2026-02-30', '18:30'],
    ['no date', '', '18:30'],
    ['no time', '2026-12-24', ''],
    ['an impossible time', '2026-12-24', '24:10'],
  ])('uses the current time for %s', (_case, date, time) => {
    expect(previewTimestamp(date, time, NOW)).toBe(NOW.toISOString());
  });

  it('gives back the date and time it was made of, for any valid pair', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true }), (instant) => {
        const { date, time } = dateAndTimeOf(instant);
        expect(dateAndTimeOf(new Date(previewTimestamp(date, time, NOW)))).toEqual({ date, time });
      }),
    );
  });
});
