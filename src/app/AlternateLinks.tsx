import { alternatesOf, type ShopEntry } from '../config/shop-entry';
import { routes } from './routes';

export interface AlternateLinksProps {
  /** Every country's shop, this one's included. */
  shops: readonly ShopEntry[];
  /** The page's path, the same in every shop @default routes.home */
  path?: string;
}

/** hreflang alternates for search engines: the same set the shops' sitemaps list for the page (shop-entry.ts). */
export function AlternateLinks({ shops, path = routes.home }: AlternateLinksProps) {
  return (
    <>
      {alternatesOf(shops, path).map(({ hreflang, href }) => (
        <link key={`${hreflang} ${href}`} rel="alternate" hrefLang={hreflang} href={href} />
      ))}
    </>
  );
}
