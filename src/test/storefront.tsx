import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReactElement } from 'react';
import { bundleDataReader } from '../../validation/bundle-data.ts';
import { inCountryOrder } from '../../validation/country-order';
import { StorefrontProviders } from '../app/StorefrontProviders';
import type { CountryCode, CountryConfig } from '../config/country.generated';
import { shopEntryOf, type ShopEntry } from '../config/shop-entry';
import type { Dictionary } from '../i18n/register-locale';

/** Every locale dictionary by locale tag, e.g. dictionaries['tr-TR']. */
export const dictionaries: Record<string, Dictionary> = Object.fromEntries(
  Object.entries(
    import.meta.glob<Dictionary>('../../locales/*/index.ts', { eager: true, import: 'default' }),
  ).map(([path, dictionary]) => [path.split('/').at(-2), dictionary]),
);

// Built from paths, not with new URL(): under happy-dom the global URL class is the DOM's,
// which does not resolve file: URLs.
const countriesDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'countries');

/** The code of every file under countries/, in the order of countries/order.txt. */
export const countryCodes: readonly CountryCode[] = inCountryOrder(
  readdirSync(countriesDir)
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => ({ code: name.slice(0, -'.yaml'.length).toUpperCase() })),
  countriesDir,
).map(({ code }) => code);

/** Resolving a file reads it and its parents with positions; a property test rendering a hundred times does that once. */
const loadedCountries = new Map<string, CountryConfig>();
/** One reader per folder: its files share their parents, which it reads once. */
const readers = new Map<string, (file: string) => CountryConfig>();

function readerOf(folder: string): (file: string) => CountryConfig {
  let reader = readers.get(folder);
  if (!reader) readers.set(folder, (reader = bundleDataReader()));
  return reader;
}

/** The real data of countries/<code>.yaml (or of another folder's file) with what it inherits, as a bundle of that country gets it. */
export function loadCountry(code: CountryCode, folder = countriesDir): CountryConfig {
  const file = join(folder, `${code.toLowerCase()}.yaml`);
  let loaded = loadedCountries.get(file);
  if (!loaded) loadedCountries.set(file, (loaded = readerOf(folder)(file)));
  // A copy each time: a test may change the data it renders without changing it for the next one.
  return structuredClone(loaded);
}

/** Every country's shop, in order, as each bundle gets them. */
export function allShops(): ShopEntry[] {
  return countryCodes.map((code) => shopEntryOf(loadCountry(code)));
}

export function dictionaryFor(country: CountryConfig): Dictionary {
  const dictionary = dictionaries[country.locale];
  if (!dictionary) throw new Error(`${country.code} uses locale ${country.locale}, which has no folder under locales/`);
  return dictionary;
}

/** `ui` inside the providers a bundle of the given country renders it in. */
export function inStorefront(code: CountryCode, ui: ReactElement): ReactElement {
  const country = loadCountry(code);
  return (
    <StorefrontProviders country={country} locale={country.locale} translations={dictionaryFor(country)} shops={allShops()}>
      {ui}
    </StorefrontProviders>
  );
}
