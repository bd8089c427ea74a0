import { UsageError } from '../errors.ts';
import { escapeUnsafe } from '../validation/shown.ts';
import { didYouMean } from '../validation/suggest.ts';

const CODE = /^[A-Z]{2}(_[A-Z]{2})?$/;
const LOCALE = /^[a-z]{2}(-[A-Z]{2})?$/;

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

export function newCode(typed: string, existing: readonly string[], fileShown: string): string {
  const code = countryCode(typed, 'the code');
  if (existing.includes(code)) throw new UsageError(`${code} exists already (${fileShown}); pick a new code, or edit that file`);
  return code;
}

export function localeTag(typed: string): string {
  if (!LOCALE.test(typed)) throw new UsageError(`--locale "${escapeUnsafe(typed)}" is malformed; allowed: a language and region such as nl-NL (or a language alone, such as en)`);
  return typed;
}

/** A currency the schema accepts; a new one is added to schemas/common.schema.json first, where its rules live. */
export function currencyCode(typed: string, allowed: readonly string[]): string {
  if (allowed.includes(typed)) return typed;
  const suggestion = didYouMean(typed, allowed);
  throw new UsageError(`--currency "${escapeUnsafe(typed)}" is not a currency the shops sell in${suggestion ? `; did you mean ${suggestion}?` : ''} allowed: ${allowed.join(', ')} (add another to Currency in schemas/common.schema.json)`);
}

/** The country's name in its own language: as given, else what Intl calls the region in that language. */
export function displayName(typed: string | undefined, code: string, locale: string): string {
  if (typed !== undefined) {
    const name = typed.trim();
    if (name === '' || /[\p{Cc}]/u.test(name)) throw new UsageError('--name must be a country name on one line, e.g. --name "Nederland"');
    return name;
  }
  const region = code.slice(0, 2);
  return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(region) ?? region;
}
