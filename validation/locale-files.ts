import { existsSync } from 'node:fs';
import { readLocaleSource, type LocaleSource, type SourcePosition } from './locale-source.ts';
import { displayPath } from './paths.ts';
import type { Diagnostic } from './diagnostic.ts';
import { BASE_LOCALE, localeEntry } from './locale-keys.ts';
import { didYouMeanValue } from './suggest.ts';

/** A locale file and the ones it inherits from, nearest first; stops before a missing file or a loop. */
export function localeChain(localesDir: string, locale: string): LocaleSource[] {
  const chain: LocaleSource[] = [];
  for (let next: string | undefined = locale; next && !chain.some((source) => source.locale === next); ) {
    if (!existsSync(localeEntry(localesDir, next))) break;
    const source = readLocaleSource(localesDir, next);
    chain.push(source);
    next = source.parent;
  }
  return chain;
}

/** The nearest object the file writes on the way to `key`: where a text it lacks belongs. */
export function placeFor(source: LocaleSource, key: string): SourcePosition {
  const parts = key.split('.');
  for (let length = parts.length - 1; length > 0; length--) {
    const object = source.objects.get(parts.slice(0, length).join('.'));
    if (object) return object;
  }
  return source.objects.get('') ?? { line: 1, column: 1 };
}

/**
 * The problems of a locale's file, each at its line there, where its translator works: a key of
 * the base locale that neither the file nor what it extends writes, a key the base locale does not
 * have, and a parent locale that does not exist.
 */
export function localeFileProblems(localesDir: string, locale: string): { problems: Diagnostic[]; source?: LocaleSource } {
  if (!existsSync(localeEntry(localesDir, locale))) return { problems: [] };
  const chain = localeChain(localesDir, locale);
  const own = chain[0]!;
  // A file the locale's texts come from that is not TypeScript: its texts cannot be read, and that is the one thing to say.
  const sources = chain.some((source) => source.locale === BASE_LOCALE) ? chain : [...chain, readLocaleSource(localesDir, BASE_LOCALE)];
  const broken = sources.find((source) => source.syntaxError);
  if (broken) {
    const { line, column, message } = broken.syntaxError!;
    return { problems: [{ file: displayPath(broken.file), line, column, path: '', message: `is not valid TypeScript: ${message}; allowed: a locale file that parses (fix it, then validate again)` }], source: own };
  }
  const file = displayPath(own.file);
  const at = ({ line, column }: SourcePosition, path: string, message: string): Diagnostic => ({ file, line, column, path, message });
  const problems: Diagnostic[] = [...[...own.notTexts].map(([key, place]) => at(place, key, `"${key}" is not a text; allowed: a text in quotes, or an object of texts`))];
  if (locale === BASE_LOCALE) return { problems, source: own };
  const last = chain.at(-1)!;
  if (last.parent && !existsSync(localeEntry(localesDir, last.parent))) {
    problems.push(at(own.objects.get('') ?? { line: 1, column: 1 }, '', `extends locale "${last.parent}", which has no folder under locales/; allowed: a locale with a folder there`));
  }
  const baseKeys = [...readLocaleSource(localesDir, BASE_LOCALE).texts.keys()];
  const written = new Set(chain.flatMap((source) => [...source.texts.keys()]));
  for (const key of baseKeys.filter((candidate) => !written.has(candidate))) {
    problems.push(at(placeFor(own, key), key, `lacks the text "${key}" of the base locale ${BASE_LOCALE}; allowed: every text of ${BASE_LOCALE}, written here or inherited from the locale this one extends`));
  }
  for (const text of own.texts.values()) {
    if (baseKeys.includes(text.key)) continue;
    const suggestion = didYouMeanValue(text.key, baseKeys);
    problems.push(at(text, text.key, `has the text "${text.key}", which the base locale ${BASE_LOCALE} does not have${suggestion ? ` (did you mean "${suggestion}"?)` : ''}; allowed: the keys of ${BASE_LOCALE}`));
  }
  return { problems, source: own };
}
