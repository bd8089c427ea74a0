import { useShopLink } from '../config/use-shop-link';

/**
 * Extra attributes for a link from data. External (https) links open in a new tab; `noopener`
 * keeps the opened page from reaching back into the shop through window.opener.
 */
export function linkProps(url: string): { href: string; target?: '_blank'; rel?: string } {
  return /^https:\/\//i.test(url) ? { href: url, target: '_blank', rel: 'noopener' } : { href: url };
}

/** linkProps for the links of the country's data, with the shop's own links under its base path. */
export function useLinkProps(): typeof linkProps {
  const shopLink = useShopLink();
  return (url) => linkProps(shopLink(url));
}
