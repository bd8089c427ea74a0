import type { CountrySwitcherEntry } from '../config/country.generated';
import { COUNTRY_LOCALES, DEFAULT_COUNTRY } from '../config/locale-map';

export interface AlternateLinksProps {
  /** The country switcher's entries: one shop per country, this one included. */
  entries: readonly CountrySwitcherEntry[];
}

/**
 * hreflang alternates for search engines: every country's shop, this one among them, and an
 * x-default. Every country's page lists the same set, so the alternates are reciprocal.
 */
export function AlternateLinks({ entries }: AlternateLinksProps) {
  const fallback = entries.find(({ code }) => code === DEFAULT_COUNTRY);
  return (
    <>
      {entries.map((entry) => (
        <link key={entry.code} rel="alternate" hrefLang={COUNTRY_LOCALES[entry.code]} href={entry.href} />
      ))}
      {fallback && <link rel="alternate" hrefLang="x-default" href={fallback.href} />}
    </>
  );
}
