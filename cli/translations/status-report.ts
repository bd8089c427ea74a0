import { formatTable } from '../text-table.ts';
import { BASE_LOCALE } from '../../validation/locale-keys.ts';
import { shown } from '../../validation/shown.ts';
import type { CountryText, CountryTexts } from './country-texts.ts';

/** What is left of one text, at the line to fix it. */
function leftLine(text: CountryText): string {
  const where = `${text.file}:${text.line}:${text.column}`;
  const what = `${text.kind === 'ui' ? 'interface text' : 'text'} ${text.id}`;
  if (text.status === 'missing') return `  ${where}: ${what} is missing; in ${BASE_LOCALE}: ${shown(text.source)}`;
  return `  ${where}: ${what} is still ${shown(text.shown)}, from ${text.writtenIn}; in ${BASE_LOCALE}: ${shown(text.source)}`;
}

/** The texts a country still shows in another language, or lacks. */
export function textsLeft({ texts }: CountryTexts): CountryText[] {
  return texts.filter((text) => text.status !== 'translated');
}

/** Each country with texts left, and each of them at its file:line; nothing for a country that has none. */
export function textsLeftReport(all: readonly CountryTexts[]): string[] {
  return all.flatMap((country) => {
    const left = textsLeft(country);
    return left.length === 0 ? [] : [`${country.code} (${country.locale}): ${left.length} left to translate`, ...left.map(leftLine)];
  });
}

/** How many texts each country has translated, still shows in another language, or lacks; then each left to do, with its file:line. */
export function statusReport(all: readonly CountryTexts[]): string {
  const count = ({ texts }: CountryTexts, status: CountryText['status']) => String(texts.filter((text) => text.status === status).length);
  const table = formatTable(
    ['country', 'locale', 'translated', 'in another language', 'missing'],
    all.map((country) => [country.code, country.locale, count(country, 'translated'), count(country, 'foreign'), count(country, 'missing')]),
    (column) => column >= 2,
  );
  const left = textsLeftReport(all);
  return left.length === 0 ? table : `${table}\n\n${left.join('\n')}`;
}
