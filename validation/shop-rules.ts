import { lstatSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { ORDER_FILE, orderFileLinkProblem, readOrderFile } from './country-order.ts';
import { displayPath } from './paths.ts';
import { otherShops, shopOf, type CrossFileRule } from './cross-file-context.ts';
import type { Diagnostic } from './diagnostic.ts';
import { escapeUnsafe, shown } from './shown.ts';

const COUNTRY_CODE = /^[A-Z]{2}(_[A-Z]{2})?$/;

/**
 * The order file of each folder names only countries that have a file there, each once, so the
 * derived switcher and hreflang alternates follow it.
 */
export function orderFilesProblems(files: readonly string[]): Diagnostic[] {
  return [...new Set(files.map((file) => dirname(file)))].flatMap(orderFileProblems);
}

function orderFileProblems(folder: string): Diagnostic[] {
  const file = displayPath(join(folder, ORDER_FILE));
  const link = orderFileLinkProblem(folder);
  if (link) return [{ file, line: 1, column: 1, path: '', message: link }];
  const firstLineByCode = new Map<string, number>();
  return readOrderFile(folder).flatMap(({ code, line, column }) => {
    const at = (message: string): Diagnostic[] => [{ file, line, column, path: '', message }];
    if (!COUNTRY_CODE.test(code)) {
      const hint = COUNTRY_CODE.test(code.toUpperCase()) ? ` (did you mean ${code.toUpperCase()}?)` : '';
      return at(`${shown(code)} is not a country code${hint}; allowed: one code a line, such as DE or CH_FR, or a # comment`);
    }
    const earlier = firstLineByCode.get(code);
    if (earlier !== undefined) return at(`${code} is listed again (first at line ${earlier}); allowed: each country once`);
    firstLineByCode.set(code, line);
    const countryFile = `${code.toLowerCase()}.yaml`;
    // A country file that is a link is there, and reported as a link.
    if (!lstatSync(join(folder, countryFile), { throwIfNoEntry: false })) return at(`${code} has no country file ${countryFile} in this folder; allowed: the code of a country file beside ${ORDER_FILE}`);
    return [];
  });
}

/**
 * No two countries share a shop address: the switcher would show two entries leading to one shop.
 * Both files hear of it: either may be the one whose address is wrong.
 */
export const shopUrlIsUnique: CrossFileRule = (country, context) => {
  const { url } = shopOf(country);
  if (url === undefined) return [];
  return otherShops(country, context)
    .filter((other) => other.url === url)
    .map((other) => ({
      pointer: '/shop/url',
      at: 'value' as const,
      message: `shop url ${shown(url)} is also the shop of ${escapeUnsafe(basename(other.file))}; allowed: each shop address in one country file`,
    }));
};

/**
 * Shops on one host (CH at /, CH_FR at /fr/) share its headers: a static host applies the rules
 * of the shop at / to the pages under /fr/ as well and joins two Content-Security-Policies, which
 * a browser then both enforces. So they load the same kind of tag manager, or none.
 */
export const oneTagManagerPerHost: CrossFileRule = (country, context) => {
  const { url, tagManager } = shopOf(country);
  if (url === undefined) return [];
  const host = new URL(url).origin;
  const named = (kind: string | undefined) => (kind === undefined ? 'no tag manager' : `tag manager ${kind}`);
  return otherShops(country, context)
    .filter((other) => other.url !== undefined && new URL(other.url).origin === host && other.tagManager !== tagManager)
    .map((other) => ({
      pointer: tagManager === undefined ? '/shop/url' : '/analytics/tagManager/kind',
      at: 'value' as const,
      message: `${named(tagManager)} here, but ${named(other.tagManager)} in ${basename(other.file)}, whose shop is on the same host ${host}; allowed: one tag manager kind, or none, for every shop on a host, which sends one Content-Security-Policy`,
    }));
};
