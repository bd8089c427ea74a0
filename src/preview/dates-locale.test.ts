import { describe, expect, it, vi } from 'vitest';
import { firstDayOfWeek, loadDayjsLocale } from './dates-locale';

const virtualModule = vi.hoisted(() => ({ dayjsLocale: undefined as { name: string; load: () => Promise<unknown> } | undefined }));
vi.mock('virtual:storefront/dayjs-locale', () => virtualModule);

describe('the date pickers’ locale', () => {
  it('loads the module the build chose and gives its dayjs name', async () => {
    const load = vi.fn(() => import('dayjs/locale/de-at.js'));
    virtualModule.dayjsLocale = { name: 'de-at', load };

    await expect(loadDayjsLocale()).resolves.toBe('de-at');
    expect(load).toHaveBeenCalledOnce();
  });

  it('falls back to English when the build found no dayjs locale for the country', async () => {
    virtualModule.dayjsLocale = undefined;

    await expect(loadDayjsLocale()).resolves.toBe('en');
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
