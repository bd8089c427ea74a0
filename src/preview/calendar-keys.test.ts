import { describe, expect, it } from 'vitest';
import { dayAfterKey } from './calendar-keys';

const MONDAY = 1;
const SUNDAY = 0;
const press = (key: string, shiftKey = false) => ({ key, shiftKey });

describe('dayAfterKey', () => {
  it.each([
    ['ArrowRight', '2026-12-31', '2027-01-01'],
    ['ArrowLeft', '2027-01-01', '2026-12-31'],
    ['ArrowDown', '2026-12-29', '2027-01-05'],
    ['ArrowUp', '2027-01-05', '2026-12-29'],
    ['PageDown', '2026-12-24', '2027-01-24'],
    ['PageUp', '2026-03-31', '2026-02-28'],
  ])('moves on %s from %s to %s, across months and years', (key, from, to) => {
    expect(dayAfterKey(from, press(key), MONDAY)).toBe(to);
  });

  it('moves by a year with Shift and PageUp or PageDown, keeping 29 February only where it exists', () => {
    expect(dayAfterKey('2028-02-29', press('PageDown', true), MONDAY)).toBe('2029-02-28');
    expect(dayAfterKey('2026-12-24', press('PageUp', true), MONDAY)).toBe('2025-12-24');
  });

  it('goes to the first and last day of the week where the locale’s week starts', () => {
    // 2026-12-24 is a Thursday.
    expect(dayAfterKey('2026-12-24', press('Home'), MONDAY)).toBe('2026-12-21');
    expect(dayAfterKey('2026-12-24', press('End'), MONDAY)).toBe('2026-12-27');
    expect(dayAfterKey('2026-12-24', press('Home'), SUNDAY)).toBe('2026-12-20');
    expect(dayAfterKey('2026-12-27', press('Home'), MONDAY)).toBe('2026-12-21');
  });

  it.each(['Enter', ' ', 'Tab', 'a'])('leaves %j to the browser', (key) => {
    expect(dayAfterKey('2026-12-24', press(key), MONDAY)).toBeUndefined();
  });
});
