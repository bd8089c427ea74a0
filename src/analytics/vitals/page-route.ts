/** Where a page of the shop sits: what `virtual:storefront/shop-pages` tells a bundle. */
export interface ShopPages {
  countryCode: string;
  /** `/` or `/fr/`, with its last slash. */
  basePath: string;
  pagePaths: readonly string[];
  notFoundPath: string;
}

/**
 * The route of the page at `pathname` (location.pathname): the path routes.ts gives it, the
 * shop's base path taken off, so that CH_FR's `/fr/login` is `/login` like DE's. An address the
 * shop has no page for showed the not-found page, so it is that page's route; the address itself
 * is never reported, as it may carry anything a visitor or a mail link put there.
 */
export function pageRouteOf(pathname: string, shop: ShopPages): string {
  if (!pathname.startsWith(shop.basePath)) return shop.notFoundPath;
  const path = `/${pathname.slice(shop.basePath.length)}`;
  return shop.pagePaths.includes(path) ? path : shop.notFoundPath;
}
