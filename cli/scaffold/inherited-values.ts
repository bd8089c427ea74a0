import { stringify } from 'yaml';
import type { CountryConfig } from '../../src/config/country.generated.ts';

/** A value the new country inherits as it is written for the country it came from. */
export interface InheritedValue {
  /** Where it sits in the resolved data, e.g. business.returns or footer.legalLinks.imprint.url. */
  path: string;
  /** The value as one line of YAML. */
  value: string;
}

/** Strings that are link targets in the data, in the forms the schema allows. */
const LINK = /^(\/|https:\/\/|mailto:|tel:)/;

/**
 * The social-media links are the country's own accounts in every shipped file, whether or not the
 * address shows it apart (…/shopexamplede holds "de" only inside a word).
 */
const COUNTRY_ACCOUNTS = 'footer.socialMedia.';

/**
 * The inherited values that are surely the source country's own, besides its texts: the legal age,
 * the §9 business constants (returns, shipping, dispatch, service line, VAT) and the links whose
 * address names the source's region or language (…/de-de/, /de/app/, certificate/de), and the social-media
 * accounts. A marker the new country shares is no sign (CH_IT keeps CH's …/ch/ links, LI keeps CH's …/de/ ones).
 */
export function inheritedValuesToCheck(source: CountryConfig, newCountry: { code: string; locale: string }): InheritedValue[] {
  const markers = new Set<string>();
  if (regionOf(source.code) !== regionOf(newCountry.code)) markers.add(regionOf(source.code));
  if (languageOf(source.locale) !== languageOf(newCountry.locale)) markers.add(languageOf(source.locale));

  const constants: Array<[string, unknown]> = [['legalAge', source.legalAge], ...Object.entries(source.business).map(([key, value]): [string, unknown] => [`business.${key}`, value])];
  // The shop entry is the new file's own: new-country writes it.
  const { shop: _written, ...inherited } = source;
  const namesSource = (url: string) => url.toLowerCase().split(/[^a-z0-9]+/).some((word) => markers.has(word));
  const links = linksIn(inherited, '').filter(([path, url]) => path.startsWith(COUNTRY_ACCOUNTS) || namesSource(url));
  return [...constants, ...links].map(([path, value]) => ({ path, value: stringify(value, { collectionStyle: 'flow', lineWidth: 0 }).trim() }));
}

/** The region of a country code as links write it: de for DE, ch for CH_FR. */
function regionOf(code: string): string {
  return code.slice(0, 2).toLowerCase();
}

function languageOf(locale: string): string {
  return locale.split('-')[0]!;
}

/** Every link target under a value, with its path. */
function linksIn(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === 'string') return LINK.test(value) ? [[path, value]] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => linksIn(item, `${path}[${index}]`));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, item]) => linksIn(item, path ? `${path}.${key}` : key));
  return [];
}
