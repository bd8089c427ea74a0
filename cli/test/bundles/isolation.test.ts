import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CountryConfig } from '../../../src/config/country.generated.ts';
import { bundleDataOf } from '../../../validation/bundle-data.ts';
import { paths } from '../../../validation/paths.ts';
import { loadDictionary } from '../../../validation/locale-dictionary.ts';

interface CountryStrings {
  config: CountryConfig;
  /** Strings a shopper could recognise: translations, texts and links of the country file. */
  distinctive: Set<string>;
  /** Every string of the country's data and locale, recognisable or not. */
  allText: string;
}

function leafStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(leafStrings);
  return [];
}

/** Enum-like words ("prefix", "weekdays") also occur in library code, so only text, paths and names count. */
function isRecognisable(text: string): boolean {
  return text.length >= 8 && (/\s/.test(text) || /[^\x20-\x7e]/.test(text) || text.startsWith('/'));
}

async function stringsOf(file: string): Promise<CountryStrings> {
  // Filled as the bundle gets them: a text holding a placeholder is written in with its constant.
  const config = bundleDataOf(file);
  const dictionary = (await loadDictionary(paths.locales, config.locale)) ?? {};
  const strings = [...leafStrings(config), ...leafStrings(dictionary)];
  return { config, distinctive: new Set([config.displayName, ...strings.filter(isRecognisable)]), allText: strings.join('\n') };
}

function bundleText(code: string): string {
  const folder = join(paths.dist, code.toLowerCase());
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(js|css|html)$/.test(entry.name))
    .map((entry) => decodeEscapes(readFileSync(join(entry.parentPath, entry.name), 'utf8')))
    .join('\n');
}

/** The minifier writes some characters (no-break spaces) as JavaScript escapes. */
function decodeEscapes(code: string): string {
  return code.replace(/\\u([0-9a-fA-F]{4})|\\x([0-9a-fA-F]{2})/g, (_escape, unicode: string | undefined, latin: string | undefined) =>
    String.fromCharCode(parseInt(unicode ?? latin!, 16)),
  );
}

const countryFiles = readdirSync(paths.countries).filter((name) => name.endsWith('.yaml'));

/** The app's own source (not the locales or the data): what every bundle may contain. */
const sourceCode = readdirSync(join(paths.locales, '..', 'src'), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
  .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
  .join('\n');
let countries: CountryStrings[] = [];

beforeAll(async () => {
  if (!existsSync(paths.dist)) throw new Error('no dist/: run `npx storefront build --all` before this test');
  countries = await Promise.all(countryFiles.map((name) => stringsOf(join(paths.countries, name))));
});

describe.each(countryFiles.map((name) => name.replace('.yaml', '').toUpperCase()))('the %s bundle', (code) => {
  it("holds its own country's name and translations", () => {
    const own = countries.find(({ config }) => config.code === code)!;
    const text = bundleText(code);
    const missing = [...own.distinctive].filter((marker) => marker.includes(' ') && !marker.includes('{')).filter((marker) => !text.includes(marker));
    expect(text).toContain(own.config.displayName);
    expect(missing).toEqual([]);
  });

  it("holds no string that only other countries' data and locales have", () => {
    const own = countries.find(({ config }) => config.code === code)!;
    const text = bundleText(code);
    // Every bundle's switcher names every shop; inside those, this country's own strings or the app's code, a string is no leak.
    const everyShop = countries.flatMap(({ config }) => leafStrings(config.shop)).join('\n');
    const belongsHere = (marker: string) => own.allText.includes(marker) || everyShop.includes(marker) || sourceCode.includes(marker);
    const leaked = countries
      .filter(({ config }) => config.code !== code)
      .flatMap(({ config, distinctive }) => [...distinctive].filter((marker) => !belongsHere(marker) && text.includes(marker)).map((marker) => `${config.code}: ${marker}`));
    expect(leaked).toEqual([]);
  });
});
