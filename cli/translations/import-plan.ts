import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { projectRoot } from '../../validation/paths.ts';
import { countryFilesIn } from '../../validation/country-files.ts';
import { BASE_LOCALE, localeEntry } from '../../validation/locale-keys.ts';
import { CountryResolver } from '../../validation/resolve-extends.ts';
import { shown } from '../../validation/shown.ts';
import { didYouMeanValue } from '../../validation/suggest.ts';
import { codePoint, UNSAFE_CHARACTER, unsafeKind } from '../../validation/unsafe-characters.ts';
import { countryTexts, uiTexts, type CountryText, type TextKind } from './country-texts.ts';
import { hasTexts } from './readable-countries.ts';
import { countryMismatch, countryOfDocument, importCountries, sameLocale, type ImportCountry } from './import-country.ts';
import { projectPath } from './record-file.ts';
import type { ReviewState } from './reviews.ts';
import { inlineCodes, phIdsOf, strayBraces, surplus, withCodesWrittenAs, withPlainCodes } from './inline-codes.ts';
import type { InlinePart, XliffDocument, XliffFile, XliffProblem, XliffUnit } from './xliff-read.ts';

/** One translated text to write back: where, and how far it went in the translation tool. */
export interface ImportedText {
  text: CountryText;
  target: string;
  state: 'translated' | ReviewState;
}

/** What an import writes into one file of the kit. */
export interface FileImport {
  kind: TextKind;
  /** Absolute. */
  file: string;
  texts: ImportedText[];
  /** Units a translator has not finished (state initial): left as they are. */
  unfinished: number;
}

const WRITTEN_STATES = new Set(['translated', 'reviewed', 'final']);
const KNOWN_STATES = new Set(['initial', ...WRITTEN_STATES]);

/** A text as the kit writes it: each <ph/> the code it stands for in the kit's own source, or what is wrong with it. */
function joined(parts: InlinePart[], codeOf: Map<string, string>): { text: string; problems: string[] } {
  const problems: string[] = [];
  const text = parts
    .map((part) => {
      if ('text' in part) return part.text;
      if ('unexpected' in part) {
        problems.push(`has an inline element <${part.unexpected}>, which its source does not have; only the source's <ph/> codes may stand in a target`);
        return '';
      }
      const code = codeOf.get(part.ph);
      if (code === undefined) problems.push(`has the code <ph id="${part.ph}"/>, which its source does not have`);
      return code ?? '';
    })
    .join('');
  return { text, problems };
}

/** What is wrong with a translation as the pages would show it. */
function targetProblems(target: string, expected: CountryText): string[] {
  const problems: string[] = [];
  const codes = inlineCodes(target);
  // The codes of the source, or of the country's own text where it names a constant the German one does not;
  // a stale text's own codes stand only when they keep every code its German gained since it was translated.
  const own = expected.target === undefined ? undefined : inlineCodes(expected.target);
  const gained = expected.translatedFrom === undefined ? [] : surplus(inlineCodes(expected.source), inlineCodes(expected.translatedFrom));
  const ownStands = own !== undefined && own.join() === codes.join() && surplus(gained, own).length === 0;
  const sourceCodes = ownStands ? own : inlineCodes(expected.source);
  for (const code of surplus(sourceCodes, codes)) problems.push(`misses the placeholder ${code} of its source; keep it where the sentence needs it`);
  for (const code of surplus(codes, sourceCodes)) problems.push(`has the placeholder ${code}, which its source does not have`);
  for (const brace of strayBraces(target)) problems.push(`has ${shown(brace)}, which is no placeholder; write a placeholder exactly as its source does ({name}), and no other brace`);
  problems.push(...edgeProblems(target, expected));
  const length = [...target].length;
  if (expected.maxLength !== undefined && length > expected.maxLength) problems.push(`is ${length} characters long; at most ${expected.maxLength} fit where it shows`);
  if (target.trim() === '') problems.push('has an empty target; translate it, or leave the unit in state "initial"');
  for (const [character] of target.matchAll(UNSAFE_CHARACTER)) problems.push(`has the ${unsafeKind(character)} ${codePoint(character)}, which no shopper can see; remove it`);
  return problems;
}

/**
 * Spaces and line breaks a translation has and neither its source nor the country's own text has: at
 * either end they show as a gap, inside as a broken line. The country's own text may have one its
 * German lacks: Hungarian puts a word after a link, " olvashat.", where German ends with ".".
 */
function edgeProblems(target: string, expected: CountryText): string[] {
  const problems: string[] = [];
  const written = [expected.source, ...(expected.target === undefined ? [] : [expected.target])];
  const anyHas = (pattern: RegExp) => written.some((text) => pattern.test(text));
  if (/^\s/.test(target) && !anyHas(/^\s/)) problems.push('starts with a space or line break its source does not have; remove it');
  if (/\s$/.test(target) && !anyHas(/\s$/)) problems.push('ends with a space or line break its source does not have; remove it');
  if (target.trim().includes('\n') && !anyHas(/\n/)) problems.push('has a line break its source does not have; write it on one line');
  return problems;
}

/** XML's white space: a tool may re-indent a source (the npm xliff package does) unless it says xml:space="preserve". */
const XML_WHITE_SPACE = /[ \t\r\n]+/g;

/** Whether a source read from a file is the kit's text, as XLIFF compares white space: runs of it as one space, none at either end, unless preserved. */
function sameSource(read: string, kit: string, preservesSpace: boolean): boolean {
  const normal = (text: string) => (preservesSpace ? text : text.replace(XML_WHITE_SPACE, ' ').trim());
  return normal(read) === normal(kit);
}

interface ExpectedFile {
  kind: TextKind;
  file: string;
  texts: CountryText[];
}

/** The file of the kit an XLIFF <file> names: the target locale's file, or a country file of that locale. */
function expectedFile(original: string | undefined, locale: string, dirs: { countries: string; locales: string }, resolver: CountryResolver): ExpectedFile | string {
  const named = original === undefined ? undefined : resolve(projectRoot, original);
  if (named === localeEntry(dirs.locales, locale)) {
    if (!existsSync(named)) return `names ${original}, which does not exist; create the locale with storefront new-country first`;
    return { kind: 'ui', file: named, texts: uiTexts(dirs.locales, locale) };
  }
  const countryFile = countryFilesIn(dirs.countries).find((file) => file === named);
  if (countryFile && hasTexts(resolver, countryFile)) {
    const country = countryTexts(countryFile, dirs.locales, resolver);
    if (country.locale !== locale) return `names ${original}, whose country speaks ${country.locale}, not the target language ${locale}`;
    return { kind: 'data', file: countryFile, texts: country.texts.filter((text) => text.kind === 'data') };
  }
  return `names ${original === undefined ? 'no file (it has no original)' : shown(original)}, which is neither the locale file ${projectPath(localeEntry(dirs.locales, locale))} nor a readable country file of ${locale}; export the file again`;
}

function unitProblems(unit: XliffUnit, expected: ExpectedFile, ids: readonly string[], seen: Set<string>): { problems: string[]; text?: ImportedText } {
  if (unit.id === undefined) return { problems: ['has no id; export the file again'] };
  if (unit.shapeProblems.length > 0) return { problems: unit.shapeProblems };
  const text = expected.texts.find((candidate) => candidate.id === unit.id);
  if (!text) {
    const suggestion = didYouMeanValue(unit.id, ids);
    return { problems: [`is not a text of ${projectPath(expected.file)}${suggestion ? ` (did you mean "${suggestion}"?)` : ''}; export the file again`] };
  }
  if (seen.has(unit.id)) return { problems: ['comes twice in the file; keep one'] };
  seen.add(unit.id);
  if (!KNOWN_STATES.has(unit.state)) return { problems: [`has the state ${shown(unit.state)}; allowed: ${[...KNOWN_STATES].join(', ')}`] };
  const codeOf = new Map([...phIdsOf(text.source)].flatMap(([code, phIds]) => phIds.map((id) => [id, code] as const)));
  const source = joined(unit.source, codeOf);
  if (!sameSource(source.text, withPlainCodes(text.source), unit.sourcePreservesSpace)) return { problems: [`has the source ${shown(source.text)}, but the text is now ${shown(withPlainCodes(text.source))}; export the file again and translate the new text`] };
  if (!WRITTEN_STATES.has(unit.state)) return { problems: [] };
  if (unit.target === undefined) return { problems: [`is marked ${unit.state} but has no target`] };
  const target = joined(unit.target, codeOf);
  const problems = [...target.problems, ...(target.problems.length > 0 ? [] : targetProblems(target.text, text))];
  if (problems.length > 0) return { problems };
  // Each placeholder as the file writes it now: the base locale types its arguments ({country:string}).
  return { problems, text: { text, target: withCodesWrittenAs(target.text, text.shown ?? text.source), state: unit.state as ImportedText['state'] } };
}

/**
 * Checks an imported document against the kit's texts as they are now, and against the country file
 * `--country` names when given, and says what to write where and for which country. Every problem is
 * found before anything is written: an import writes all of a file or nothing.
 */
export function planImport(
  document: XliffDocument,
  dirs: { countries: string; locales: string },
  countryFile?: string,
): { imports: FileImport[]; problems: XliffProblem[]; country?: ImportCountry } {
  const problems: XliffProblem[] = [];
  // Only the place: a unit or file spread whole would carry its texts into every problem.
  const at = ({ line, column }: { line: number; column: number }, message: string) => problems.push({ line, column, message });
  const start = { line: 1, column: 1 };
  if (document.srcLang !== BASE_LOCALE) at(start, `translates from ${shown(document.srcLang ?? 'no srcLang')}; the kit's texts are written in ${BASE_LOCALE}: export the file again`);
  if (document.trgLang === undefined) at(start, 'has no trgLang: which locale it translates into cannot be told');
  if (document.files.length === 0) at(start, 'has no <file>; export the file again');
  if (problems.length > 0 || document.trgLang === undefined) return { imports: [], problems };

  const resolver = new CountryResolver();
  const countries = importCountries(dirs, resolver);
  const country = countryOfDocument(document, countries);
  // BCP 47 tags are case-insensitive: pl-pl is the kit's pl-PL.
  const locale = countries.find((candidate) => sameLocale(document.trgLang, candidate.locale))?.locale ?? document.trgLang;
  const wanted = countries.find((candidate) => candidate.file === countryFile);
  const mismatch = wanted && countryMismatch(document, wanted, country);
  if (mismatch) return { imports: [], problems: [{ ...start, message: mismatch }], ...(country ? { country } : {}) };
  const named = new Set<string>();
  const imports = document.files.flatMap((file: XliffFile): FileImport[] => {
    const expected = expectedFile(file.original, locale, dirs, resolver);
    if (typeof expected === 'string' || named.has(expected.file)) {
      at(file, `<file> ${typeof expected === 'string' ? expected : `names ${projectPath(expected.file)} a second time; keep one <file> for it`}`);
      return [];
    }
    named.add(expected.file);
    const ids = expected.texts.map((text) => text.id);
    const seen = new Set<string>();
    const texts = file.units.flatMap((unit) => {
      const checked = unitProblems(unit, expected, ids, seen);
      for (const message of checked.problems) at(unit, unit.id === undefined ? `a <unit> ${message}` : `unit ${shown(unit.id)} ${message}`);
      return checked.text ? [checked.text] : [];
    });
    return [{ kind: expected.kind, file: expected.file, texts, unfinished: file.units.filter((unit) => unit.state === 'initial').length }];
  });
  return { imports, problems, ...(country ? { country } : {}) };
}
