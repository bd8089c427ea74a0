import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { ORDER_FILE, orderFileText } from '../../validation/country-order.ts';
import { CliError, EXIT_INVALID, UsageError } from '../../validation/errors.ts';
import { displayPath, paths, projectRoot } from '../../validation/paths.ts';
import { currencyCode, defaultLocale, localeOfCountry, localeTag, nameArgument, newCode, regionName, sourceCode } from '../scaffold/arguments.ts';
import { countryFileText } from '../scaffold/country-file.ts';
import { placeholderFlag } from '../scaffold/flag.ts';
import { requireFileOrNothing } from '../scaffold/targets.ts';
import { inheritedValuesToCheck, type InheritedValue } from '../scaffold/inherited-values.ts';
import { copiedDictionary, existingLocales, extendingDictionary, localeStart, TRANSLATE_MARK, type LocaleStart } from '../scaffold/locale-folder.ts';
import { writeAll, type PlannedFile } from '../scaffold/write-all.ts';
import { loadValidCountries } from '../valid-countries.ts';
import { textReport } from '../../validation/report.ts';
import { clipped } from '../../validation/shown.ts';
import { readSchema } from '../../validation/schema-registry.ts';
import { countryFilesIn, validateCountryFiles } from '../../validation/validate-countries.ts';
import { localeEntry } from '../../validation/locale-keys.ts';

export interface NewCountryOptions {
  from?: string;
  locale?: string;
  currency?: string;
  name?: string;
  countries?: string;
  allowLocaleRegion?: boolean;
}

type CommonSchema = { $defs: { Currency: { enum: string[] } } };

const FLAGS_DIR = join(paths.publicDir, 'service', 'footer-images', 'logos');

/**
 * The shop address of the new country until the real one is set: the source shop's under the
 * new country's domain, or under a path of its language where that domain has a shop (CH_IT).
 */
function guessedShopUrl(sourceUrl: string, code: string, locale: string, taken: ReadonlySet<string>): string {
  const url = new URL(sourceUrl);
  url.hostname = url.hostname.replace(/[^.]+$/, code.slice(0, 2).toLowerCase());
  const candidates = ['/', `/${locale.split('-')[0]}/`, `/${code.toLowerCase()}/`].map((path) => new URL(path, url).href);
  return candidates.find((candidate) => !taken.has(candidate)) ?? candidates.at(-1)!;
}

export async function newCountryCommand(typedCode: string, options: NewCountryOptions): Promise<void> {
  const countriesDir = resolve(options.countries ?? paths.countries);
  const existing = countryFilesIn(countriesDir).map((file) => basename(file, '.yaml').toUpperCase());
  const countryFile = (code: string) => join(countriesDir, `${code.toLowerCase()}.yaml`);
  const code = newCode(typedCode, existing, displayPath(countryFile(typedCode.trim())));
  const from = sourceCode(options.from, existing);
  const locale = options.locale === undefined ? undefined : localeTag(options.locale);
  const currency = options.currency === undefined ? undefined : currencyCode(options.currency, (readSchema('common.schema.json') as CommonSchema).$defs.Currency.enum);
  const name = options.name === undefined ? undefined : nameArgument(options.name);
  const orderFile = orderFileWith(countriesDir, code);
  const countries = await loadValidCountries({ countries: countriesDir }).catch((error: Error) => {
    throw new CliError(`the countries must be valid to start a new one from them; fix them first:\n${error.message}`);
  });
  const source = countries.find((country) => country.code === from)!;
  const newLocale = locale ?? defaultLocale(code, source.locale);
  const sharing = countries.find((country) => country.locale === newLocale);
  if (sharing) throw new UsageError(`${code} would share the locale ${newLocale} with ${sharing.code}, and a locale is its shop's hreflang; pass another --locale`);
  localeOfCountry(newLocale, code, options.allowLocaleRegion === true);
  const country = {
    code,
    extendsStem: from.toLowerCase(),
    locale: newLocale,
    currency: currency ?? source.currency,
    name: name ?? regionName(code, newLocale),
    shopUrl: guessedShopUrl(source.shop.url, code, newLocale, new Set(countries.map(({ shop }) => new URL(shop.url).href))),
    flag: `flag-${code.toLowerCase()}.svg`,
  };

  const planned: PlannedFile[] = [{ path: countryFile(code), content: countryFileText(country) }];
  const flagFile = join(FLAGS_DIR, country.flag);
  requireFileOrNothing([localeEntry(paths.locales, country.locale), flagFile]);
  const localeIsNew = !existsSync(localeEntry(paths.locales, country.locale));
  const start = localeStart(country.locale, source.locale, existingLocales(paths.locales));
  if (localeIsNew) planned.push({ path: localeEntry(paths.locales, country.locale), content: newDictionary(start, country) });
  const flagIsNew = !existsSync(flagFile);
  if (flagIsNew) planned.push({ path: flagFile, content: placeholderFlag(code) });
  planned.push(orderFile);
  try {
    writeAll(planned);
  } catch (error) {
    throw new CliError(`could not write the new country's files: ${clipped(String(error))}; nothing was written`);
  }
  for (const { path, previous } of planned) console.log(`${previous === undefined ? 'wrote' : 'updated'} ${displayPath(path)}`);
  // The generated i18n types list every locale; a new folder is not a locale of the app until they are regenerated.
  if (localeIsNew) execFileSync(join(projectRoot, 'node_modules', '.bin', 'typesafe-i18n'), ['--no-watch'], { cwd: projectRoot, stdio: 'ignore' });

  const files = countryFilesIn(countriesDir);
  const { diagnostics, sources } = await validateCountryFiles(files);
  console.log(`\n${textReport(diagnostics, sources, files.length)}`);
  console.log(`\n${leftToDo({ ...country, from, countryFile: countryFile(code), sourceLocale: source.locale, sourceCurrency: source.currency, inherited: inheritedValuesToCheck(source, country), currencyGiven: currency !== undefined, localeIsNew, start, flagIsNew, flagFile }).join('\n')}`);
  if (diagnostics.length > 0) process.exitCode = EXIT_INVALID;
}

function newDictionary(start: LocaleStart, { locale, code }: { locale: string; code: string }): string {
  return 'extends' in start ? extendingDictionary(start.extends, locale, code) : copiedDictionary(paths.locales, start.copiedFrom, locale, code);
}

/** The folder's order file with the new country last, so it comes last in every switcher until moved. */
function orderFileWith(countriesDir: string, code: string): PlannedFile {
  const path = join(countriesDir, ORDER_FILE);
  const previous = orderFileText(countriesDir);
  const listed = !previous || previous.endsWith('\n') ? (previous ?? '') : `${previous}\n`;
  return { path, content: `${listed}${code}\n`, previous };
}

interface Outcome {
  code: string;
  countryFile: string;
  from: string;
  locale: string;
  sourceLocale: string;
  currency: string;
  sourceCurrency: string;
  /** Values written for the source country that surely differ for the new one. */
  inherited: InheritedValue[];
  currencyGiven: boolean;
  localeIsNew: boolean;
  start: LocaleStart;
  flagIsNew: boolean;
  flagFile: string;
  shopUrl: string;
}

/** What the new locale folder holds, as made: texts to translate, or a locale it shows until one differs. */
function newLocaleStep({ locale, start, code, from, sourceLocale }: Outcome): string {
  const file = displayPath(localeEntry(paths.locales, locale));
  if ('copiedFrom' in start) return `translate ${file}: every text is a copy of ${start.copiedFrom}, marked "${TRANSLATE_MARK}"`;
  const whose = start.extends === sourceLocale ? `${from}'s locale` : `a locale of its language`;
  return `${file} extends ${start.extends}, ${whose}: ${code} shows its texts, nothing to translate; write a text there only where ${code}'s differs`;
}

/** What the command cannot know and a person must still do, each step with the file to open. */
function leftToDo(outcome: Outcome): string[] {
  const steps = [
    `set shop.url in ${displayPath(outcome.countryFile)} to the shop's real address (now ${outcome.shopUrl})`,
  ];
  if (outcome.localeIsNew) steps.push(newLocaleStep(outcome));
  if (outcome.locale !== outcome.sourceLocale) {
    steps.push(`write the country's own texts: every text not in the new file is ${outcome.from}'s, in ${outcome.sourceLocale} (storefront show --country ${outcome.code} --origin lists them)`);
  }
  if (!outcome.currencyGiven) {
    steps.push(`the currency is ${outcome.from}'s, ${outcome.currency}: pass --currency or change currency in ${displayPath(outcome.countryFile)} if ${outcome.code} sells in another`);
  }
  if (outcome.currency !== outcome.sourceCurrency) {
    steps.push(`check the amounts under business: they are ${outcome.from}'s, meant in ${outcome.sourceCurrency}, and now read as ${outcome.currency}`);
  }
  if (outcome.inherited.length > 0) {
    const values = outcome.inherited.map(({ path, value }) => `\n       ${path}: ${value}`).join('');
    steps.push(`set ${outcome.code}'s own values in ${displayPath(outcome.countryFile)} for these, now ${outcome.from}'s (a list is replaced whole, so write all of it):${values}`);
  }
  if (outcome.flagIsNew) steps.push(`replace the placeholder flag ${displayPath(outcome.flagFile)} with the real one (24x16)`);
  steps.push(`build and look at it: npx storefront build --country ${outcome.code} && npx storefront serve --country ${outcome.code}`);
  return ['Left to do by hand:', ...steps.map((step, index) => `  ${index + 1}. ${step}`)];
}
