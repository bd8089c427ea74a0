import { describe, expect, it } from 'vitest';
import { firstDayOfWeek, loadDayjsLocale } from './dates-locale';

describe('the date pickers’ locale', () => {
  it.each([
    ['de-DE', 'de'],
    ['de-AT', 'de-at'],
    ['fr-CH', 'fr-ch'],
    ['tr-TR', 'tr'],
    ['hu-HU', 'hu'],
  ])('loads dayjs’s %s locale as %s', async (locale, name) => {
    await expect(loadDayjsLocale(locale)).resolves.toBe(name);
  });

  it('falls back to English for a locale dayjs is not given', async () => {
    await expect(loadDayjsLocale('en')).resolves.toBe('en');
  });

  it.each([
    ['de-DE', 1],
    ['pl-PL', 1],
    ['tr-TR', 1],
    ['en-US', 0],
  ])('starts the week of %s on day %i (0 is Sunday)', (locale, day) => {
    expect(firstDayOfWeek(locale)).toBe(day);
  });
});
