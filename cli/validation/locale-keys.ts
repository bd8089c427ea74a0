import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { didYouMeanValue } from './suggest.ts';

export const BASE_LOCALE = 'de-DE';

/** Every leaf key of a translation dictionary, as dotted paths. */
export function translationKeys(dictionary: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(dictionary).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? translationKeys(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

export function localeEntry(localesDir: string, locale: string): string {
  return join(localesDir, locale, 'index.ts');
}

export async function loadDictionary(localesDir: string, locale: string): Promise<Record<string, unknown> | undefined> {
  const entry = localeEntry(localesDir, locale);
  if (!existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as { default: Record<string, unknown> };
  return module.default;
}

/** The problem with a locale, or undefined when it has every key of the base locale. */
export async function localeProblem(localesDir: string, locale: string): Promise<string | undefined> {
  const dictionary = await loadDictionary(localesDir, locale);
  if (!dictionary) return `has no translations: locales/${locale}/index.ts does not exist${closeLocaleHint(localesDir, locale)}`;
  const base = await loadDictionary(localesDir, BASE_LOCALE);
  const present = new Set(translationKeys(dictionary));
  const missing = translationKeys(base ?? {}).filter((key) => !present.has(key));
  if (missing.length === 0) return undefined;
  const listed = missing.slice(0, 5).join(', ') + (missing.length > 5 ? `, … (${missing.length} in all)` : '');
  return `lacks ${missing.length === 1 ? 'a key' : `${missing.length} keys`} of the base locale ${BASE_LOCALE}: ${listed}`;
}

/** ` (did you mean "de-DE"?)` when an existing locale folder is a slip away from the one named, else nothing. */
function closeLocaleHint(localesDir: string, locale: string): string {
  const existing = readdirSync(localesDir).filter((name) => name !== locale && existsSync(localeEntry(localesDir, name)));
  const suggestion = didYouMeanValue(locale, existing);
  return suggestion ? ` (did you mean "${suggestion}"?)` : '';
}
