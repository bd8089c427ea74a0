import { DEFAULT_COUNTRY } from '../config/default-country';
import { hasPage, pageAddressIn, type ShopEntry } from '../config/shop-entry';
import { routes } from './routes';

export interface AlternateLinksProps {
  /** Every country's shop, this one's included. */
  shops: readonly ShopEntry[];
  /** The page's path, the same in every shop @default routes.home */
  path?: string;
}

/**
 * hreflang alternates for search engines: this page in every country's shop that has it, this
 * one among them, and an x-default. Every shop's copy of the page lists the same set, so the
 * alternates are reciprocal; a shop without the page is left out rather than named by its home
 * page, which is not an alternate of this one.
 */
export function AlternateLinks({ shops, path = routes.home }: AlternateLinksProps) {
  const withPage = shops.filter((shop) => hasPage(shop, path));
  const fallback = withPage.find(({ code }) => code === DEFAULT_COUNTRY);
  return (
    <>
      {withPage.map((shop) => (
        <link key={shop.code} rel="alternate" hrefLang={shop.locale} href={pageAddressIn(shop, path)} />
      ))}
      {fallback && <link rel="alternate" hrefLang="x-default" href={pageAddressIn(fallback, path)} />}
    </>
  );
}
