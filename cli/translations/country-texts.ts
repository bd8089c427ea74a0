import { basename, dirname, join, resolve } from 'node:path';
import { translatableField } from '../../validation/constants/text-fields.ts';
import { isMapping } from '../../validation/merge-data.ts';
import { originAt, originPosition, originsOf, type Origins } from '../../validation/origins.ts';
import { CountryResolver, type ResolvedCountry } from '../../validation/resolve-extends.ts';
import { dataTexts, isInLanguageOf, type DataText } from './data-texts.ts';
import { languageOf } from './language.ts';
import { localeTexts } from './locale-texts.ts';
import { BASE_LOCALE, localeEntry } from '../../validation/locale-keys.ts';
import { translatedFromRecord, type TranslatedFromRecord } from './translated-from.ts';

/** Where a country's text comes from: its interface copy (a locale file) or its data (a country file). */
export type TextKind = 'ui' | 'data';

/**
 * One text a country's pages, mail or messages show, as a translator meets it: translated (the
 * country's own, or inherited in its language), stale (translated from a German text that has
 * changed since), still in another language, or missing.
 */
export interface CountryText {
  kind: TextKind;
  /** Stable across runs: the locale key (newsletter.heading) or the data path (footer.headline). */
  id: string;
  /** A data text's JSON pointer in the resolved data (/footer/headline). */
  pointer?: string;
  /** The text in the base language, to translate from. */
  source: string;
  /** The text the country shows, when it is in the country's language. */
  target?: string;
  status: 'translated' | 'stale' | 'foreign' | 'missing';
  /** Whether the country's own file writes it (and an import need not). */
  own: boolean;
  /** Whether the text is its own source (the German of DE, a text with no German in its place): it cannot go stale. */
  isOriginal: boolean;
  /** A stale text's German, as it was when it was translated. */
  translatedFrom?: string;
  maxLength?: number;
  /** The text the country shows now, in whatever language, and the file that writes it: its own, or one it inherits from. */
  shown?: string;
  writtenIn?: string;
  /** Where to fix it: the file the country's translator edits, and the line of the text or of where it belongs. */
  file: string;
  line: number;
  column: number;
}

export interface CountryTexts {
  code: string;
  locale: string;
  /** The files a translator's texts go into, absolute: the locale's for the interface, the country's for its data. */
  files: Record<TextKind, string>;
  texts: CountryText[];
}

/** `footer.teaser.groups.payment.links.0.link.text` for `/footer/teaser/groups/payment/links/0/link/text`. */
export function idOfPointer(pointer: string): string {
  return pointer.slice(1).split('/').join('.');
}

function childOf(node: unknown, key: string): unknown {
  return Array.isArray(node) ? node[Number(key)] : isMapping(node) ? node[key] : undefined;
}

/** An item's settings without its texts: a link's address, a logo's name. Two lists' items with the same skeleton are the same item. */
function skeleton(item: unknown, pointer: string): unknown {
  if (Array.isArray(item)) return item.map((child, index) => skeleton(child, `${pointer}/${index}`));
  if (isMapping(item)) return Object.fromEntries(Object.entries(item).map(([key, child]) => [key, skeleton(child, `${pointer}/${key}`)]));
  return typeof item === 'string' && translatableField(pointer) ? '' : item;
}

/**
 * The ancestor's string at a pointer of the country's data, when it is the same text in the same
 * place: each list item on the way must be the same item in both (same address, same logo), or a
 * Czech list's second logo would be given the German list's second logo's label as its original.
 */
function originalAt(countryData: unknown, ancestorData: unknown, pointer: string): string | undefined {
  let mine = countryData;
  let theirs = ancestorData;
  let at = '';
  for (const key of pointer.split('/').slice(1)) {
    const inList = Array.isArray(mine);
    at = `${at}/${key}`;
    mine = childOf(mine, key);
    theirs = childOf(theirs, key);
    if (inList && JSON.stringify(skeleton(mine, at)) !== JSON.stringify(skeleton(theirs, at))) return undefined;
  }
  return typeof theirs === 'string' ? theirs : undefined;
}

/**
 * The nearest file the country inherits from whose country speaks the base language, resolved: its
 * texts are what a data text is translated from. Every shipped country has one (DE at the root).
 */
function baseLanguageAncestor(resolver: CountryResolver, country: ResolvedCountry, folder: string): ResolvedCountry | undefined {
  for (const source of country.chain.slice(1)) {
    const ancestor = resolver.resolve(join(folder, basename(source.file)));
    if (isMapping(ancestor.data) && typeof ancestor.data.locale === 'string' && languageOf(ancestor.data.locale) === languageOf(BASE_LOCALE)) return ancestor;
  }
  return undefined;
}

interface DataContext {
  country: ResolvedCountry;
  locale: string;
  /** Where the country's own file writes each value, for the place an inherited text belongs. */
  ownOrigins: Origins;
  sourceOf: (pointer: string) => string | undefined;
}

function dataText({ country, locale, ownOrigins, sourceOf }: DataContext, text: DataText): CountryText {
  const own = text.writtenIn === country.source;
  const inLanguage = isInLanguageOf(text, locale);
  // Not written here: it belongs in the country's own file, under the nearest part of its path that file writes.
  const fixAt = own ? text : originPosition(originAt(ownOrigins, text.pointer)!, 'key');
  const original = sourceOf(text.pointer);
  return {
    kind: 'data',
    id: idOfPointer(text.pointer),
    pointer: text.pointer,
    source: original ?? text.value,
    ...(inLanguage ? { target: text.value } : {}),
    status: inLanguage ? 'translated' : 'foreign',
    own,
    isOriginal: original === undefined,
    shown: text.value,
    writtenIn: text.writtenIn.file,
    ...(text.maxLength === undefined ? {} : { maxLength: text.maxLength }),
    file: country.source.file,
    line: fixAt.line,
    column: fixAt.column,
  };
}

/** A translation the country writes itself, made from German that has changed since, is stale; the German it was made from says so. */
function withStaleness(text: CountryText, file: string, record: TranslatedFromRecord): CountryText {
  if (text.status !== 'translated' || !text.own || text.isOriginal) return text;
  const translatedFrom = record.sourceOf(file, text.id);
  return translatedFrom === undefined || translatedFrom === text.source ? text : { ...text, status: 'stale', translatedFrom };
}

/** Every interface text of a locale, in the base locale's order. */
export function uiTexts(localesDir: string, locale: string, record = translatedFromRecord()): CountryText[] {
  const localeFile = localeEntry(localesDir, locale);
  return localeTexts(localesDir, locale).map(({ key, source, target, origin, file, shown, writtenIn, line, column }) => {
    const text: CountryText = {
      kind: 'ui',
      id: key,
      source,
      ...(target === undefined ? {} : { target }),
      status: origin === 'missing' ? 'missing' : origin === 'foreign' ? 'foreign' : 'translated',
      own: origin === 'own',
      isOriginal: locale === BASE_LOCALE,
      ...(shown === undefined ? {} : { shown, writtenIn }),
      file,
      line,
      column,
    };
    return withStaleness(text, localeFile, record);
  });
}

/**
 * Every text of one valid country file: the interface texts of its locale, in the base locale's
 * order, then the texts of its data, in the data's order.
 */
export function countryTexts(countryFile: string, localesDir: string, resolver = new CountryResolver(), record = translatedFromRecord()): CountryTexts {
  const country = resolver.resolve(countryFile);
  const data = country.data as { code: string; locale: string };
  const ancestor = baseLanguageAncestor(resolver, country, dirname(countryFile));
  const context: DataContext = { country, locale: data.locale, ownOrigins: originsOf(country.source), sourceOf: (pointer) => originalAt(country.data, ancestor?.data, pointer) };
  const files = { ui: localeEntry(localesDir, data.locale), data: resolve(countryFile) };
  const texts = [...uiTexts(localesDir, data.locale, record), ...dataTexts(country).map((text) => withStaleness(dataText(context, text), files.data, record))];
  return { code: data.code, locale: data.locale, files, texts };
}
