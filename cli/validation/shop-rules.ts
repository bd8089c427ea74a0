import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import { ORDER_FILE, readOrderFile } from '../country-order.ts';
import { displayPath } from '../paths.ts';
import { diagnosticAt } from './check-yaml.ts';
import type { Diagnostic } from './diagnostic.ts';
import { shown } from './shown.ts';
import type { YamlSource } from './yaml-source.ts';

const COUNTRY_CODE = /^[A-Z]{2}(_[A-Z]{2})?$/;

/**
 * The rules that make the derived switcher and hreflang alternates sound: the order file of each
 * folder names only countries that have a file there, each once, and no two countries share a
 * shop address (the switcher would show two entries leading to one shop).
 */
export function shopProblems(files: readonly string[], countries: ReadonlyArray<{ source: YamlSource; config: CountryConfig }>): Diagnostic[] {
  const folders = [...new Set(files.map((file) => dirname(file)))];
  return [...folders.flatMap(orderFileProblems), ...duplicateShopUrls(countries)];
}

function orderFileProblems(folder: string): Diagnostic[] {
  const file = displayPath(join(folder, ORDER_FILE));
  const firstLineByCode = new Map<string, number>();
  return readOrderFile(folder).flatMap(({ code, line, column }) => {
    const at = (message: string): Diagnostic[] => [{ file, line, column, path: '', message }];
    if (!COUNTRY_CODE.test(code)) return at(`${shown(code)} is not a country code; allowed: one code a line, such as DE or CH_FR, or a # comment`);
    const earlier = firstLineByCode.get(code);
    if (earlier !== undefined) return at(`${code} is listed again (first at line ${earlier}); allowed: each country once`);
    firstLineByCode.set(code, line);
    const countryFile = `${code.toLowerCase()}.yaml`;
    if (!existsSync(join(folder, countryFile))) return at(`${code} has no country file ${countryFile} in this folder; allowed: the code of a country file beside ${ORDER_FILE}`);
    return [];
  });
}

function duplicateShopUrls(countries: ReadonlyArray<{ source: YamlSource; config: CountryConfig }>): Diagnostic[] {
  const firstFileByUrl = new Map<string, string>();
  return countries.flatMap(({ source, config }) => {
    // Compared as browsers read them: HTTPS://Shop.example.de and https://shop.example.de are one shop.
    const url = new URL(config.shop.url).href;
    const earlier = firstFileByUrl.get(url);
    if (earlier === undefined) {
      firstFileByUrl.set(url, source.file);
      return [];
    }
    const message = `shop url ${shown(config.shop.url)} is already the shop of ${earlier}; allowed: each shop address in one country file`;
    return [diagnosticAt(source, { pointer: '/shop/url', at: 'value', message })];
  });
}
