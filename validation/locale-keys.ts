import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DataFolder } from './data-folders.ts';
import { didYouMeanValue } from './suggest.ts';

export const BASE_LOCALE = 'de-DE';

/** locales/: each locale's file is read as data, its lines quoted in errors, and imported translations are written into it. */
export function localesFolder(localesDir: string): DataFolder {
  return { path: localesDir, instead: "write the locale's own file there, extending another locale with extendLocale for the texts they share" };
}

export function localeEntry(localesDir: string, locale: string): string {
  return join(localesDir, locale, 'index.ts');
}

/** The problem with a country's locale, or undefined when it has a folder; what its file holds is checked there (locale-files.ts). */
export function localeProblem(localesDir: string, locale: string): string | undefined {
  if (existsSync(localeEntry(localesDir, locale))) return undefined;
  return `has no translations: locales/${locale}/index.ts does not exist${closeLocaleHint(localesDir, locale)}`;
}

/** ` (did you mean "de-DE"?)` when an existing locale folder is a slip away from the one named, else nothing. */
function closeLocaleHint(localesDir: string, locale: string): string {
  const existing = readdirSync(localesDir).filter((name) => name !== locale && existsSync(localeEntry(localesDir, name)));
  const suggestion = didYouMeanValue(locale, existing);
  return suggestion ? ` (did you mean "${suggestion}"?)` : '';
}
