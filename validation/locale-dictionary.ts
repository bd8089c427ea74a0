import { existsSync } from 'node:fs';
import { localeChain } from './locale-files.ts';
import { localeEntry } from './locale-keys.ts';

type Dictionary = { [key: string]: string | Dictionary };

function setText(dictionary: Dictionary, [name, ...rest]: string[], value: string): void {
  if (rest.length === 0) dictionary[name!] = value;
  else setText((dictionary[name!] ??= {}) as Dictionary, rest, value);
}

/**
 * A locale's texts with what it inherits merged in, as the build's dictionary has them, read from
 * the files' source each time: an import would keep the texts of the first read for good.
 */
export function dictionaryFromSource(localesDir: string, locale: string): Dictionary {
  const dictionary: Dictionary = {};
  for (const source of localeChain(localesDir, locale).reverse()) {
    for (const { key, value } of source.texts.values()) setText(dictionary, key.split('.'), value);
  }
  return dictionary;
}

/** A locale's dictionary as its module exports it, read from the files' source (no TypeScript runs); undefined when it has no file. */
export async function loadDictionary(localesDir: string, locale: string): Promise<Record<string, unknown> | undefined> {
  return existsSync(localeEntry(localesDir, locale)) ? dictionaryFromSource(localesDir, locale) : undefined;
}
