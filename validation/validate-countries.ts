import { basename } from 'node:path';
import { displayPath, paths } from './paths.ts';
import type { CountryConfig } from '../src/config/country.generated.ts';
import { byPosition, capPerFile, type Diagnostic } from './diagnostic.ts';
import { hostSettingsIn } from './host-settings.ts';
import { compileSchema } from './schema-registry.ts';
import type { SchemaProblem } from './schema-errors.ts';
import { ownValueProblems, schemaProblems } from './check-yaml.ts';
import { constantsInTextsProblems, ownPlaceholderProblems } from './constants-in-texts.ts';
import { misnamedCountryFiles } from './country-files.ts';
import { RefusedFile, refusedEntries } from './data-folders.ts';
import { usableText, type CountryUnderCheck, type CrossFileContext } from './cross-file-context.ts';
import { crossFileRules } from './cross-file-rules.ts';
import { localeFileProblems } from './locale-files.ts';
import { localeEntry, localesFolder } from './locale-keys.ts';
import { publicFolder } from './public-files.ts';
import type { SourceLines } from './report.ts';
import { diagnosticAtOrigin, type Origins } from './origins.ts';
import { CountryResolver } from './resolve-extends.ts';
import { shopsBeside } from './shop-identity.ts';
import { orderFilesProblems } from './shop-rules.ts';
import { clipped } from './shown.ts';
import type { YamlSource } from './yaml-source.ts';

export { countryFilesIn } from './country-files.ts';

export interface CountryFile {
  source: YamlSource;
  /** The resolved data: the file with everything it inherits. */
  config: CountryConfig;
  /** Where each value of `config` is written. */
  origins: Origins;
}

export interface ValidationResult {
  diagnostics: Diagnostic[];
  /** The files that passed every check, by country code. */
  countries: Map<string, CountryFile>;
  /** The lines of every file read, for code frames: the parents the given files inherit from, and the locale files with a problem, included. */
  sources: SourceLines;
  /** How many files were checked, parents included. */
  fileCount: number;
}

export interface ValidationDirs {
  localesDir?: string;
  publicDir?: string;
}

/** A problem of one country, located in the file that writes the offending value. */
interface LocatedProblem {
  country: CountryUnderCheck;
  problem: SchemaProblem;
  diagnostic: Diagnostic;
}

/**
 * Parses and checks country files: YAML syntax, `extends`, the schema on the resolved data, then
 * the rules that span files. Parents are read from each file's folder, whether given or not.
 */
export async function validateCountryFiles(files: readonly string[], dirs: ValidationDirs = {}): Promise<ValidationResult> {
  const validate = compileSchema('country.schema.json', dirs.publicDir);
  const resolver = new CountryResolver();
  const fileProblems: Diagnostic[] = [];
  const located: LocatedProblem[] = [];
  const readable: CountryUnderCheck[] = [];

  for (const file of files) {
    try {
      const whole = resolver.resolve(file);
      // A file whose parent cannot be read, or with a syntax error, still gets the checks that do not need the rest.
      const resolved = whole.data === undefined ? whole.alone : whole;
      if (resolved === undefined) continue;
      const problems = resolved === whole ? schemaProblems(resolved.data, validate) : ownValueProblems(resolved.data, validate);
      const refusedValues = new Set(problems.filter(({ at }) => at === 'value').map(({ pointer }) => pointer));
      const country = { resolved, fileStem: basename(file, '.yaml'), refusedValues };
      readable.push(country);
      located.push(...problems.map((problem) => locatedProblem(country, problem)));
      // Placeholders are checked against the constants the country inherits, so a file checked
      // alone has none to check them against: only their names and places.
      if (resolved === whole) {
        const constants = constantsInTextsProblems(country, problems);
        located.push(...constants.byPointer.map((problem) => locatedProblem(country, problem)), ...constants.placed.map((placed) => ({ country, ...placed })));
      } else located.push(...ownPlaceholderProblems(country).map((placed) => ({ country, ...placed })));
    } catch (error) {
      fileProblems.push(uncheckable(displayPath(file), error));
    }
  }
  const localesDir = dirs.localesDir ?? paths.locales;
  located.push(...(await checkAcrossFiles({ countries: readable, shopsBeside: shopsBeside(files), localesDir }, fileProblems)));
  const localeProblems = localeProblemsOf(readable, localesDir);
  fileProblems.push(...localeProblems.diagnostics);
  // Each file read, parents included, reports its own syntax and `extends` problems once.
  for (const { source, extendsProblems } of resolver.files) fileProblems.push(...source.readProblems, ...extendsProblems);
  const publicDir = dirs.publicDir ?? paths.publicDir;
  fileProblems.push(...orderFilesProblems(files), ...misnamedCountryFiles(files), ...refusedEntries(publicFolder(publicDir)), ...hostSettingsIn(publicDir));

  const sources = resolver.sources;
  const diagnostics = [...fileProblems, ...withoutRepeats(located.filter(({ diagnostic }) => !isGuesswork(diagnostic, sources))).map(({ diagnostic }) => diagnostic)];
  const filesWithProblems = new Set(fileProblems.map(({ file }) => file));
  const countriesWithProblems = new Set(located.map(({ country }) => country));
  // A country built on a file with a problem of its own is not valid, even where it overrides the broken part.
  const valid = readable.filter(
    (country) =>
      !countriesWithProblems.has(country) && !localeProblems.broken.has(usableText(country, 'locale')) && country.resolved.chain.every(({ file }) => !filesWithProblems.has(file)),
  );
  const countries = new Map(
    valid.map(({ resolved }) => {
      const config = resolved.data as CountryConfig;
      return [config.code, { source: resolved.source, config, origins: resolved.origins }];
    }),
  );
  const fileCount = new Set([...files.map(displayPath), ...sources.keys()]).size;
  return { diagnostics: capPerFile(diagnostics.sort(byPosition)), countries, sources: new Map([...sources, ...localeProblems.lines]), fileCount };
}

function locatedProblem(country: CountryUnderCheck, problem: SchemaProblem): LocatedProblem {
  return { country, problem, diagnostic: diagnosticAtOrigin(country.resolved.source, country.resolved.origins, problem) };
}

/**
 * A problem found in what yaml guessed after a syntax error (yaml-source.ts, PartialData): at or
 * after the first broken construct of its file. The syntax error is the one to fix first.
 */
function isGuesswork(diagnostic: Diagnostic, sources: ReadonlyMap<string, YamlSource>): boolean {
  const source = sources.get(diagnostic.file);
  if (!source?.partial) return false;
  const broken = source.lineCounter.linePos(source.partial.brokenFrom);
  return diagnostic.line > broken.line || (diagnostic.line === broken.line && diagnostic.column >= broken.col);
}

/** The same problem is reported once: a parent's own report makes the inherited copies redundant. */
function withoutRepeats(located: readonly LocatedProblem[]): LocatedProblem[] {
  const identity = ({ diagnostic, problem }: LocatedProblem) => [diagnostic.file, diagnostic.line, diagnostic.column, diagnostic.path, problem.message].join('\0');
  const isOwn = ({ diagnostic, country }: LocatedProblem) => diagnostic.file === country.resolved.source.file;
  const reportedByTheirFile = new Set(located.filter(isOwn).map(identity));
  return located.filter((entry) => isOwn(entry) || !reportedByTheirFile.has(identity(entry)));
}

/**
 * A check that threw on one file: no input may stop the others from being checked, or end in a
 * stack trace, so the failure becomes that file's diagnostic.
 */
function uncheckable(file: string, error: unknown, allowed = 'a readable YAML country file'): Diagnostic {
  return { file, line: 1, column: 1, path: '', message: `could not be checked: ${clipped(String(error))}; allowed: ${allowed}` };
}

/**
 * Checks the file of each locale the countries use, once: its problems are at the locale file's
 * lines. The locales with a problem are `broken`: their countries are not valid. A link (or a special
 * file) in locales/ is the one error there: no locale file is read while one is, as what a link points
 * to could be any file, whose first line each missing text would quote.
 */
function localeProblemsOf(countries: readonly CountryUnderCheck[], localesDir: string) {
  const lines = new Map<string, { lines: string[] }>();
  const links = refusedEntries(localesFolder(localesDir));
  if (links.length > 0) return { broken: new Set(countries.map((country) => usableText(country, 'locale'))), diagnostics: links, lines };
  const broken = new Set<string | undefined>();
  const diagnostics: Diagnostic[] = [];
  for (const locale of new Set(countries.map((country) => usableText(country, 'locale')))) {
    if (locale === undefined) continue;
    const file = localeEntry(localesDir, locale);
    let problems: Diagnostic[];
    try {
      const checked = localeFileProblems(localesDir, locale);
      problems = checked.problems;
      if (checked.source && problems.length > 0) lines.set(problems[0]!.file, { lines: checked.source.text.split('\n') });
    } catch (error) {
      problems = [error instanceof RefusedFile ? error.diagnostic : uncheckable(displayPath(file), error, 'a readable locale file')];
    }
    if (problems.length === 0) continue;
    broken.add(locale);
    // A refused file that several locales read (the base locale's) is reported once.
    diagnostics.push(...problems.filter((problem) => !diagnostics.some(({ file, message }) => file === problem.file && message === problem.message)));
  }
  return { broken, diagnostics, lines };
}

/** The problems the rules across files find; a rule that throws on a country adds that country's file problem instead. */
async function checkAcrossFiles(context: CrossFileContext, fileProblems: Diagnostic[]): Promise<LocatedProblem[]> {
  const located: LocatedProblem[] = [];
  for (const country of context.countries) {
    try {
      for (const rule of crossFileRules) located.push(...(await rule(country, context)).map((problem) => locatedProblem(country, problem)));
    } catch (error) {
      fileProblems.push(uncheckable(country.resolved.source.file, error));
    }
  }
  return located;
}
