import { useCountry } from './CountryContext';
import { shopBasePath, underBasePath } from './shop-address';

/** Turns the shop's own links (routes, relative links from data, public files) into addresses under the country's base path. */
export function useShopLink(): (link: string) => string {
  const basePath = shopBasePath(useCountry().shop.url);
  return (link) => underBasePath(basePath, link);
}
