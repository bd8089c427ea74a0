import { DEFAULT_COUNTRY } from '../config/default-country';
import type { ShopEntry } from '../config/shop-entry';

export interface AlternateLinksProps {
  /** Every country's shop, this one's included. */
  shops: readonly ShopEntry[];
}

/**
 * hreflang alternates for search engines: every country's shop, this one among them, and an
 * x-default. Every country's page lists the same set, so the alternates are reciprocal.
 */
export function AlternateLinks({ shops }: AlternateLinksProps) {
  const fallback = shops.find(({ code }) => code === DEFAULT_COUNTRY);
  return (
    <>
      {shops.map((shop) => (
        <link key={shop.code} rel="alternate" hrefLang={shop.locale} href={shop.url} />
      ))}
      {fallback && <link rel="alternate" hrefLang="x-default" href={fallback.url} />}
    </>
  );
}
