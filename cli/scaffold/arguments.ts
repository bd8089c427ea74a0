import { UsageError } from '../../validation/errors.ts';
import { escapeUnsafe } from '../../validation/shown.ts';
import { didYouMean } from '../../validation/suggest.ts';
import { codePoint, UNSAFE_CHARACTER, unsafeKind } from '../../validation/unsafe-characters.ts';

const CODE = /^[A-Z]{2}(_[A-Z]{2})?$/;
const LOCALE = /^[a-z]{2}(-[A-Z]{2})?$/;

// fallback 'none' makes Intl answer undefined for a code it does not know instead of echoing it.
const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

function isKnownLanguage(language: string): boolean {
  return languageNames.of(language) !== undefined;
}

/**
 * Region codes Intl names that are no country: groupings (EU, EZ, UN), ISO 3166's exceptionally
 * reserved codes (AC, CP, CQ, DG, EA, IC, TA) and its user-assigned ones (AA, QM–QZ, XA–XZ, ZZ),
 * except XK, which the EU and most software use for Kosovo.
 */
const NOT_A_COUNTRY = /^(AA|Q[M-Z]|X[A-JL-Z]|ZZ|EU|EZ|UN|AC|CP|CQ|DG|EA|IC|TA)$/;

/** Why a region code names no country a shop can be in, with the code meant where it is an old or informal one (UK for GB). */
function notACountry(region: string, shown: string): { reason: string; meant?: string } | undefined {
  const name = regionNames.of(region);
  if (name === undefined || region === 'ZZ') return { reason: `${shown} is no region` };
  const meant = new Intl.Locale(`und-${region}`).region;
  if (meant !== undefined && meant !== region) return { reason: `${shown} is not an ISO 3166-1 code`, meant };
  if (NOT_A_COUNTRY.test(region)) return { reason: `${shown} (${name}) is a region but no country` };
  return undefined;
}

/** `<reason>; did you mean …? allowed: …` or `<reason>; allowed: …`, as the validator words its errors. */
function refusal(reason: string, meant: string | undefined, allowed: string): string {
  return `${reason}; ${meant ? `did you mean ${meant}? ` : ''}allowed: ${allowed}`;
}

/** A country code as typed (nl, NL, ch_it), upper-cased; a usage error when it cannot be one. */
export function countryCode(typed: string, what: string): string {
  const code = typed.trim().toUpperCase();
  if (!CODE.test(code)) throw new UsageError(`${what} "${escapeUnsafe(typed)}" is not a country code; allowed: two letters, optionally _ and two more, e.g. NL or CH_IT`);
  return code;
}

/** The country to start from: one whose file exists, with a suggestion when it is mistyped. */
export function sourceCode(typed: string | undefined, existing: readonly string[]): string {
  if (typed === undefined) throw new UsageError('--from is required: name the country to start from, e.g. --from DE');
  const code = countryCode(typed, '--from');
  if (existing.includes(code)) return code;
  const suggestion = didYouMean(code, existing);
  throw new UsageError(`--from ${code}: there is no such country${suggestion ? `; did you mean ${suggestion}?` : ''} allowed: ${existing.join(', ')}`);
}

/** The new country's code: a region Intl knows, optionally with a language (CH_IT), and no country's yet. */
export function newCode(typed: string, existing: readonly string[], fileShown: string): string {
  const code = countryCode(typed, 'the code');
  const [region, language] = code.split('_') as [string, string | undefined];
  const regionProblem = notACountry(region, region);
  if (regionProblem) {
    const meant = regionProblem.meant && code.replace(region, regionProblem.meant);
    throw new UsageError(`the code ${code} names no country: ${refusal(regionProblem.reason, meant, 'an ISO 3166 country code such as NL, optionally _ and a language, as in CH_IT')}`);
  }
  if (language !== undefined && !isKnownLanguage(language.toLowerCase())) throw new UsageError(`the code ${code}: ${language} is no language; allowed: an ISO 639 language code after the _, as in CH_IT`);
  if (existing.includes(code)) throw new UsageError(`${code} exists already (${fileShown}); pick a new code, or edit that file`);
  return code;
}

/** A --locale that is well formed and names a language and region that exist, checked before anything is written. */
export function localeTag(typed: string): string {
  if (!LOCALE.test(typed)) throw new UsageError(`--locale "${escapeUnsafe(typed)}" is malformed; allowed: a language and region such as nl-NL (or a language alone, such as en)`);
  const [language, region] = typed.split('-') as [string, string | undefined];
  if (!isKnownLanguage(language)) throw new UsageError(`--locale ${typed}: "${language}" is no language; allowed: an ISO 639 language code such as nl, fr or de`);
  const regionProblem = region === undefined ? undefined : notACountry(region, `"${region}"`);
  if (regionProblem) {
    const meant = regionProblem.meant && `${language}-${regionProblem.meant}`;
    throw new UsageError(`--locale ${typed}: ${refusal(regionProblem.reason, meant, 'an ISO 3166 country code such as NL, FR or DE')}`);
  }
  return typed;
}

/**
 * A --locale whose region is the country's own. The locale is the shop's hreflang, so nl-BE for NL
 * tells search engines the shop is for Belgium: almost always a slip, refused unless the person
 * says it is meant. A locale without a region (en) names no region and passes.
 */
export function localeOfCountry(locale: string, code: string, allowOtherRegion: boolean): string {
  const [language, region] = locale.split('-') as [string, string | undefined];
  const countryRegion = code.slice(0, 2);
  if (region === undefined || region === countryRegion || allowOtherRegion) return locale;
  const reason = `--locale ${locale} names the region ${region}, not ${countryRegion}: as ${code}'s hreflang it would tell search engines the shop is for ${regionNames.of(region)}`;
  throw new UsageError(refusal(reason, `${language}-${countryRegion}`, `a locale of ${countryRegion}, or --allow-locale-region to keep ${locale}`));
}

/** A currency the schema accepts; a new one is added to schemas/common.schema.json first, where its rules live. */
export function currencyCode(typed: string, allowed: readonly string[]): string {
  if (allowed.includes(typed)) return typed;
  const suggestion = didYouMean(typed, allowed);
  throw new UsageError(`--currency "${escapeUnsafe(typed)}" is not a currency the shops sell in; ${suggestion ? `did you mean ${suggestion}? ` : ''}allowed: ${allowed.join(', ')} (add another to Currency in schemas/common.schema.json)`);
}

/** What Intl calls the country's region in the locale's language: its name in its own language. */
export function regionName(code: string, locale: string): string {
  const region = code.slice(0, 2);
  return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(region) ?? region;
}

/** A --name under the rules the validator has for displayName and shop.label, checked before anything is written. */
export function nameArgument(typed: string): string {
  const name = typed.trim();
  if (/[\t\n]/.test(name)) throw new UsageError('--name holds a tab or line break; allowed: a name on one line');
  const unsafe = name.match(new RegExp(UNSAFE_CHARACTER.source, 'u'))?.[0];
  if (unsafe) throw new UsageError(`--name holds the ${unsafeKind(unsafe)} ${codePoint(unsafe)}; allowed: a country name as it is written, e.g. --name "Nederland"`);
  const length = [...name].length;
  if (length < 2 || length > 40) throw new UsageError(`--name is ${length} characters long; allowed: 2 to 40`);
  if (/[{}]/.test(name)) throw new UsageError('--name holds "{" or "}", which mark constants in texts; allowed: a country name without braces');
  return name;
}

/**
 * The locale a new country gets unless one is given: the language of its code's second part
 * (CH_IT → it-CH), else its parent's language in its own region (LI from CH → de-LI).
 */
export function defaultLocale(code: string, parentLocale: string): string {
  const [region, language] = code.split('_');
  return `${(language ?? parentLocale.split('-')[0]!).toLowerCase()}-${region}`;
}
