import { describe, expect, it } from 'vitest';
import { dayjsLocaleModuleSource, dayjsLocaleName } from './dayjs-locale.ts';

describe('the date pickers’ dayjs locale, chosen at build time', () => {
  it.each([
    ['de-AT', 'de-at'],
    ['fr-CH', 'fr-ch'],
    ['de-DE', 'de'],
    ['tr-TR', 'tr'],
    ['cs-CZ', 'cs'],
    ['nl-NL', 'nl'],
  ])('for %s is dayjs’s %s: the regional module where dayjs has one, else the language’s', (locale, name) => {
    expect(dayjsLocaleName(locale)).toBe(name);
  });

  it('is none for a language dayjs does not know, so the pickers stay English', () => {
    expect(dayjsLocaleName('qq-QQ')).toBeUndefined();
    expect(dayjsLocaleModuleSource('qq-QQ')).toBe('export const dayjsLocale = undefined;');
  });

  it('imports that one module only, on demand', () => {
    const source = dayjsLocaleModuleSource('nl-NL');

    expect(source.match(/import\(/g)).toHaveLength(1);
    expect(source).toContain('import("dayjs/locale/nl.js")');
    expect(source).toContain('name: "nl"');
  });
});
