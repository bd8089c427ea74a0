import { basename } from 'node:path';
import { escapeUnsafe } from './shown.ts';
import { otherShops, shopOf, usableText, type CountryUnderCheck, type CrossFileRule } from './cross-file-context.ts';
import { localeProblem } from './locale-keys.ts';
import { oneTagManagerPerHost, shopUrlIsUnique } from './shop-rules.ts';

/** The code a file writes itself; an inherited one is no file's own code. */
function ownCode(country: CountryUnderCheck): string | undefined {
  return country.resolved.origins.get('/code')?.source === country.resolved.source ? usableText(country, 'code') : undefined;
}

const fileNamedAfterCode: CrossFileRule = (country) => {
  const code = usableText(country, 'code');
  if (code === undefined) return [];
  const { fileStem, resolved } = country;
  if (ownCode(country) === undefined) {
    const parentFile = basename(resolved.origins.get('/code')?.source.file ?? 'its parent');
    return [{ pointer: '', at: 'value', message: `${fileStem}.yaml does not write its code, so it inherits "${code}" from ${parentFile}; allowed: each file writes its own code (code: ${fileStem.toUpperCase()})` }];
  }
  const expectedStem = code.toLowerCase();
  if (fileStem === expectedStem) return [];
  return [{ pointer: '/code', at: 'value', message: `code is "${code}" but the file is named ${escapeUnsafe(fileStem)}.yaml; allowed: the file ${expectedStem}.yaml for code "${code}"` }];
};

const codeIsUnique: CrossFileRule = (country, { countries }) => {
  const code = ownCode(country);
  if (code === undefined) return [];
  const earlier = countries.slice(0, countries.indexOf(country)).find((other) => ownCode(other) === code);
  if (!earlier) return [];
  return [{ pointer: '/code', at: 'value', message: `code "${code}" is already used by ${escapeUnsafe(earlier.resolved.source.file)}; allowed: each country code in one file` }];
};

const localeExists: CrossFileRule = (country, { localesDir }) => {
  const locale = usableText(country, 'locale');
  const issue = locale === undefined ? undefined : localeProblem(localesDir, locale);
  if (!issue) return [];
  return [{ pointer: '/locale', at: 'value', message: `locale "${locale}" ${issue}; allowed: a folder under locales/ with every key of the base locale` }];
};

/**
 * The locale is each shop's hreflang, so two shops with one locale would make the alternates name
 * two shops for it. Both files hear of it: either may be the one whose locale is wrong.
 */
const localeIsUnique: CrossFileRule = (country, context) => {
  const { locale } = shopOf(country);
  if (locale === undefined) return [];
  return otherShops(country, context)
    .filter((other) => other.locale === locale)
    .map((other) => ({
      pointer: '/locale',
      at: 'value' as const,
      message: `locale "${locale}" is also the locale of the shop in ${escapeUnsafe(basename(other.file))}; allowed: a locale of its own, which is the shop's hreflang`,
    }));
};

/** Every rule across files; a new one is a function added here. */
export const crossFileRules: readonly CrossFileRule[] = [fileNamedAfterCode, codeIsUnique, localeExists, localeIsUnique, shopUrlIsUnique, oneTagManagerPerHost];
