import { describe, expect, it } from 'vitest';
import { parseLocaleSource } from '../../validation/locale-source.ts';
import { unwrittenTexts, withLocaleTexts } from './write-locale.ts';

const written = (text: string, targets: Record<string, string>) => {
  const source = parseLocaleSource('nl-NL', 'locales/nl-NL/index.ts', text);
  const result = withLocaleTexts(source, new Map(Object.entries(targets)));
  expect(unwrittenTexts(source, result, new Map(Object.entries(targets)))).toEqual([]);
  return result;
};

describe('withLocaleTexts', () => {
  it('replaces a text where it stands, drops the mark of the copy, and keeps the rest of the line and file', () => {
    const text = `import type { Translation } from '../i18n-types';

// Dutch.
const nl_NL = {
  home: {
    heading: 'Welcome – {country}', // TODO translate (copied from en)
    intro:
      'Everything', // TODO translate (copied from en)
  },
} satisfies Translation;

export default nl_NL;
`;
    expect(written(text, { 'home.heading': "Welkom in 's winkel – {country}", 'home.intro': 'Alles' })).toBe(text
      .replace("'Welcome – {country}', // TODO translate (copied from en)", "'Welkom in \\'s winkel – {country}',")
      .replace("'Everything', // TODO translate (copied from en)", "'Alles',"));
  });

  it('adds a text a locale inherits to the object it extends with, nested as the keys say', () => {
    const text = `import de_DE from '../de-DE';
import { extendLocale } from '../extend-locale';
import type { Translation } from '../i18n-types';

const de_AT = extendLocale<Translation>(de_DE, {});

export default de_AT;
`;
    expect(written(text, { 'home.heading': 'Servus', 'widgets.modal.close': 'Zumachen', 'home.intro': 'Grüß Gott' })).toContain(`const de_AT = extendLocale<Translation>(de_DE, {
  home: {
    heading: 'Servus',
    intro: 'Grüß Gott',
  },
  widgets: {
    modal: {
      close: 'Zumachen',
    },
  },
});`);
  });

  it('adds a text after the last one of the nearest object the file writes, with or without its comma', () => {
    const text = `const de_CH = extendLocale<Translation>(de_DE, {
  widgets: {
    modal: { close: 'Schliessen' },
    button: {
      loading: 'Bitte warten …'
    },
  },
});

export default de_CH;
`;
    const result = written(text, { 'widgets.button.done': 'Fertig', 'widgets.iban.invalid': 'Ungültige IBAN' });
    expect(result).toContain(`    button: {
      loading: 'Bitte warten …',
      done: 'Fertig',
    },
    iban: {
      invalid: 'Ungültige IBAN',
    },
  },`);
  });
});
