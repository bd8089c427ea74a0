import type { CountryCode } from './country.generated';

/**
 * Spec §1's locale of each country. A bundle carries only its own country's file, so the
 * hreflang of the other countries' shops comes from here; a test keeps it equal to the data.
 */
export const COUNTRY_LOCALES: Record<CountryCode, string> = {
  DE: 'de-DE',
  AT: 'de-AT',
  CH: 'de-CH',
  CH_FR: 'fr-CH',
  CZ: 'cs-CZ',
  HU: 'hu-HU',
  SK: 'sk-SK',
  TR: 'tr-TR',
  PL: 'pl-PL',
};

/** The country whose shop answers visitors whose language matches no other (spec §1: default de-DE). */
export const DEFAULT_COUNTRY: CountryCode = 'DE';
