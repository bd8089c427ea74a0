import { useCountry } from '../config/CountryContext';
import { pageAddress } from '../config/shop-address';

export interface CanonicalLinkProps {
  /** The page's route (routes.ts), e.g. '/' or '/subscribenewsletter' */
  path: string;
}

/**
 * The address search engines are to list the page under. It is absolute, as they want it, and made
 * from the country's shop address, so it names the shop's own host and path (/fr/ for CH_FR) on any
 * host the page is served from.
 */
export function CanonicalLink({ path }: CanonicalLinkProps) {
  const country = useCountry();
  return <link rel="canonical" href={pageAddress(country.shop.url, path)} />;
}
