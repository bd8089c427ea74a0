import { XMLBuilder } from 'fast-xml-parser';
import { BASE_LOCALE } from '../../validation/locale-keys.ts';
import type { CountryText, CountryTexts } from './country-texts.ts';
import { inlineCodes, phIdsOf, surplus, textParts, withPlainCodes } from './inline-codes.ts';
import { projectPath } from './record-file.ts';

export const XLIFF_NAMESPACE = 'urn:oasis:names:tc:xliff:document:2.0';

/** A node of fast-xml-parser's ordered tree: one element with its children and attributes, or text. */
type XmlNode = { [name: string]: XmlNode[] | Record<string, string> } | { '#text': string };

const element = (name: string, attributes: Record<string, string | undefined>, children: XmlNode[] = []): XmlNode => {
  const set = Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== undefined).map(([key, value]) => [`@_${key}`, value!]));
  return Object.keys(set).length > 0 ? { [name]: children, ':@': set } : { [name]: children };
};
const text = (value: string): XmlNode => ({ '#text': value });

/**
 * Children with a line break and indentation before each and before the closing tag. Only between
 * structural elements: inside a <source> or <target> every space is the translator's text.
 */
function indented(children: XmlNode[], depth: number): XmlNode[] {
  const pad = `\n${'  '.repeat(depth + 1)}`;
  return [...children.flatMap((child) => [text(pad), child]), text(`\n${'  '.repeat(depth)}`)];
}

/**
 * A text with each placeholder and doubled brace as a <ph/>, numbered by its place in the source. A
 * code of a target that its source lacks stays words (its note says so): as a <ph/>, a translation
 * tool's tag check would flag it.
 */
function inlineContent(value: string, codeIds: Map<string, string[]>): XmlNode[] {
  const used = new Map<string, number>();
  return textParts(value).map((part) => {
    if ('text' in part) return text(part.text);
    const nth = used.get(part.code) ?? 0;
    used.set(part.code, nth + 1);
    const id = codeIds.get(part.code)?.[nth];
    return id === undefined ? text(part.code) : element('ph', { id, dataRef: `d${id}`, equiv: part.code, disp: part.code });
  });
}

/** Where a shopper (or the staff) meets the texts of each part of the pages, by the first part of their ids. */
const SHOWN_IN: Record<string, string> = {
  shell: 'the frame of every page',
  home: 'the home page',
  login: 'the login page',
  notFound: 'the page for an address that does not exist',
  widgets: 'the controls of every form and dialog',
  preview: 'the preview panel of the staff',
  newsletter: 'the newsletter sign-up, its confirmation page and its mail',
  footer: 'the footer of every page',
  displayName: 'the country switcher, as the name of the country',
  shop: 'the country switcher, as the name of the shop',
};

/** Where a translator's text shows and where it is written, for the unit's note. */
function placeNote(item: CountryText): string {
  const shownIn = SHOWN_IN[item.id.split('.')[0]!];
  const written = `${item.kind === 'ui' ? 'Interface text' : 'Text of the country data'} ${item.id}`;
  return shownIn ? `Shown in ${shownIn}. ${written}.` : `${written}.`;
}

/** What a translator should know of the text beyond where it shows: its limit, a German that changed, codes only the translation has. */
function notesOf(item: CountryText): XmlNode[] {
  const ownCodes = item.target === undefined ? [] : surplus(inlineCodes(item.target), inlineCodes(item.source));
  const note = (category: string, words: string) => [element('note', { category }, [text(words)])];
  return [
    ...note('location', placeNote(item)),
    ...(item.maxLength === undefined ? [] : note('max-length', `At most ${item.maxLength} characters.`)),
    ...(item.translatedFrom === undefined ? [] : note('source-changed', `The German source changed since this was translated: update the translation, then mark it translated. It was translated from: ${withPlainCodes(item.translatedFrom)}`)),
    ...(ownCodes.length === 0 ? [] : note('placeholders', `This translation names ${ownCodes.join(', ')}, which its source does not: keep it as written where the sentence needs it, or leave it out.`)),
  ];
}

export type UnitState = 'initial' | 'translated' | 'reviewed' | 'final';

function unit(item: CountryText, state: UnitState, depth: number): XmlNode {
  const ids = phIdsOf(item.source);
  const originalData = [...ids].flatMap(([code, codeIds]) => codeIds.map((id) => element('data', { id: `d${id}` }, [text(code)])));
  const notes = notesOf(item);
  const segment = [element('source', {}, inlineContent(item.source, ids)), ...(item.target === undefined ? [] : [element('target', {}, inlineContent(item.target, ids))])];
  const children = [
    element('notes', {}, indented(notes, depth + 1)),
    ...(originalData.length > 0 ? [element('originalData', {}, indented(originalData, depth + 1))] : []),
    element('segment', { state }, indented(segment, depth + 1)),
  ];
  return element('unit', { id: item.id }, indented(children, depth));
}

/**
 * One XLIFF 2.0 document of a country's texts: its interface texts in a <file> for its locale file,
 * and its data texts in one for its country file. Sources are in the base language; a text not yet
 * in the country's language, or stale, is `initial`, one that is has the state `stateOf` gives it.
 */
export function xliffOf(country: CountryTexts, texts: readonly CountryText[], stateOf: (text: CountryText) => UnitState): string | undefined {
  // A <file> holds one unit at least, and a document one file: a kind with nothing to export is left out.
  const files = (['ui', 'data'] as const).flatMap((kind) => {
    const units = texts.filter((item) => item.kind === kind).map((item) => unit(item, item.status === 'translated' ? stateOf(item) : 'initial', 2));
    return units.length === 0 ? [] : [element('file', { id: kind, original: projectPath(country.files[kind]) }, indented(units, 1))];
  });
  if (files.length === 0) return undefined;
  const declaration = element('?xml', { version: '1.0', encoding: 'UTF-8' }, [text('')]);
  const root = element('xliff', { xmlns: XLIFF_NAMESPACE, version: '2.0', srcLang: BASE_LOCALE, trgLang: country.locale }, indented(files, 0));
  const builder = new XMLBuilder({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '@_', suppressEmptyNode: true, format: false });
  return `${builder.build([declaration, text('\n'), root, text('\n')])}`;
}
