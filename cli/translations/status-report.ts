import { formatTable } from '../text-table.ts';
import { BASE_LOCALE } from '../../validation/locale-keys.ts';
import { shown } from '../../validation/shown.ts';
import type { CountryText, CountryTexts } from './country-texts.ts';

/** A text at the line to fix it: `locales/nl-NL/index.ts:3:5: interface text home.heading`. */
function placed(text: CountryText): string {
  return `  ${text.file}:${text.line}:${text.column}: ${text.kind === 'ui' ? 'interface text' : 'text'} ${text.id}`;
}

/** What is left of one text, at the line to fix it. */
function leftLine(text: CountryText): string {
  if (text.status === 'missing') return `${placed(text)} is missing; in ${BASE_LOCALE}: ${shown(text.source)}`;
  return `${placed(text)} is still ${shown(text.shown)}, from ${text.writtenIn}; in ${BASE_LOCALE}: ${shown(text.source)}`;
}

function staleLine(text: CountryText): string {
  return `${placed(text)} was translated from ${shown(text.translatedFrom)}; in ${BASE_LOCALE} now: ${shown(text.source)}`;
}

/** Everything a translator has to do for a country: texts still in another language, missing, or stale. */
export function textsLeft({ texts }: CountryTexts): CountryText[] {
  return texts.filter((text) => text.status !== 'translated');
}

/** The texts a country still shows in another language, or lacks. */
function untranslated({ texts }: CountryTexts): CountryText[] {
  return texts.filter((text) => text.status === 'foreign' || text.status === 'missing');
}

export function staleTexts({ texts }: CountryTexts): CountryText[] {
  return texts.filter((text) => text.status === 'stale');
}

/** A country's texts left to translate, each at its file:line; nothing when it has none. */
export function untranslatedReport(country: CountryTexts): string[] {
  const left = untranslated(country);
  return left.length === 0 ? [] : [`${country.code} (${country.locale}): ${left.length} left to translate`, ...left.map(leftLine)];
}

/** A country's stale texts, each at its file:line with the German it was translated from; nothing when it has none. */
export function staleReport(country: CountryTexts): string[] {
  const stale = staleTexts(country);
  return stale.length === 0 ? [] : [`${country.code} (${country.locale}): ${stale.length} stale, translated from a German text that has changed since`, ...stale.map(staleLine)];
}

/** How many texts each country has translated, stale, still in another language, or lacks; then each left to do, with its file:line. */
export function statusReport(all: readonly CountryTexts[]): string {
  const count = ({ texts }: CountryTexts, status: CountryText['status']) => String(texts.filter((text) => text.status === status).length);
  const table = formatTable(
    ['country', 'locale', 'translated', 'stale', 'in another language', 'missing'],
    all.map((country) => [country.code, country.locale, count(country, 'translated'), count(country, 'stale'), count(country, 'foreign'), count(country, 'missing')]),
    (column) => column >= 2,
  );
  const left = all.flatMap((country) => [...untranslatedReport(country), ...staleReport(country)]);
  return left.length === 0 ? table : `${table}\n\n${left.join('\n')}`;
}
