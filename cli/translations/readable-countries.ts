import { CliError } from '../../validation/errors.ts';
import { displayPath } from '../../validation/paths.ts';
import { isMapping } from '../../validation/merge-data.ts';
import type { CountryResolver } from '../../validation/resolve-extends.ts';
import { escapeUnsafe } from '../../validation/shown.ts';

/**
 * Whether a country's texts can be told: its file reads, with its code and locale. Anything else a
 * country file gets wrong leaves its texts readable, and its missing ones are what a translator is after.
 */
export function hasTexts(resolver: CountryResolver, file: string): boolean {
  const data = resolver.resolve(file).data;
  return isMapping(data) && typeof data.code === 'string' && typeof data.locale === 'string';
}

export function unreadableTexts(file: string): string {
  return `${escapeUnsafe(displayPath(file))}: its texts cannot be told without a readable file with a code and a locale; run storefront validate`;
}

export function requireTextsReadable(resolver: CountryResolver, file: string): string {
  if (!hasTexts(resolver, file)) throw new CliError(unreadableTexts(file));
  return file;
}
