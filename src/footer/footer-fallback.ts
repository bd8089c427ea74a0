import type { FooterConfig } from '../config/country.generated';

/**
 * The footer for a country code, or the German one when the code is not known (spec §4): the
 * German footer and switcher are the default every other country's data started from.
 */
export function footerFor(code: string, footers: Readonly<Record<string, FooterConfig>>): FooterConfig {
  const footer = Object.hasOwn(footers, code) ? footers[code] : undefined;
  const fallback = footers.DE;
  if (footer) return footer;
  if (!fallback) throw new Error(`No footer for ${code}, and no German footer to fall back to`);
  return fallback;
}
