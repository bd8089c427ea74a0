import { translatableField } from '../../validation/constants/text-fields.ts';
import { isMapping } from '../../validation/merge-data.ts';
import { childPointer } from '../../validation/json-pointer.ts';
import { originPosition } from '../../validation/origins.ts';
import type { ResolvedCountry } from '../../validation/resolve-extends.ts';
import type { YamlSource } from '../../validation/yaml-source.ts';
import { TRANSLATE_MARK } from '../scaffold/locale-folder.ts';
import { isLanguageNeutral, languageOf } from './language.ts';

/** A string of a country's data that a shopper reads, and where it is written. */
export interface DataText {
  /** JSON pointer in the resolved data. */
  pointer: string;
  value: string;
  maxLength?: number;
  /** The file that writes the value: the country's own, or one it inherits the value from. */
  writtenIn: YamlSource;
  /** The locale of that file's country, which says the value's language. */
  writtenInLocale?: string;
  /** Whether the line carries the mark of a copy still to translate (an import copies an inherited list whole). */
  markedUntranslated: boolean;
  line: number;
  column: number;
}

/** Each file of the chain with the locale its country has: its own `locale:`, else the nearest one it inherits. */
function localesAlong(chain: readonly YamlSource[]): Map<YamlSource, string | undefined> {
  const ownLocale = (source: YamlSource) => (isMapping(source.data) && typeof source.data.locale === 'string' ? source.data.locale : undefined);
  return new Map(chain.map((source, index) => [source, chain.slice(index).map(ownLocale).find((locale) => locale !== undefined)]));
}

/** Every translatable string of a resolved country, in the order of its data. */
export function dataTexts(country: ResolvedCountry): DataText[] {
  const locales = localesAlong(country.chain);
  const texts: DataText[] = [];
  const visit = (value: unknown, pointer: string) => {
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, childPointer(pointer, index)));
    else if (isMapping(value)) for (const [key, child] of Object.entries(value)) visit(child, childPointer(pointer, key));
    else if (typeof value === 'string') {
      const field = translatableField(pointer);
      const origin = country.origins.get(pointer);
      if (!field || !origin) return;
      const position = originPosition(origin, 'value');
      const markedUntranslated = origin.source.lines[position.line - 1]?.includes(`# ${TRANSLATE_MARK}`) ?? false;
      texts.push({ pointer, value, ...field, writtenIn: origin.source, writtenInLocale: locales.get(origin.source), markedUntranslated, ...position });
    }
  };
  visit(country.data, '');
  return texts;
}

/** Whether a text is in the country's language: its own and not a marked copy, inherited from a file of a country that speaks it, or one without words. */
export function isInLanguageOf(text: DataText, locale: string): boolean {
  return isLanguageNeutral(text.value) || (!text.markedUntranslated && text.writtenInLocale !== undefined && languageOf(text.writtenInLocale) === languageOf(locale));
}
