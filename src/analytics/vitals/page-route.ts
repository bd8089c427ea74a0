/** Where a page of the shop sits: what `virtual:storefront/shop-pages` tells a bundle. */
export interface ShopPages {
  countryCode: string;
  /** `/` or `/fr/`, with its last slash. */
  basePath: string;
  pagePaths: readonly string[];
  notFoundPath: string;
}

const HOME_FILE = '/index.html';
/** A folder's file after the folder's name: never after another slash, as in `//index.html`, which is no page. */
const FILE_IN_A_FOLDER = /([^/])\/index\.html$/;

/**
 * The route of the page at `pathname` (location.pathname): the path routes.ts gives it, the
 * shop's base path taken off, so that CH_FR's `/fr/login` is `/login` like DE's. An address the
 * shop has no page for showed the not-found page, so it is that page's route; the address itself
 * is never reported, as it may carry anything a visitor or a mail link put there. A page asked for
 * by its file (`/login/index.html`), which every static host serves, is that page.
 */
export function pageRouteOf(pathname: string, shop: ShopPages): string {
  if (!pathname.startsWith(shop.basePath)) return shop.notFoundPath;
  const asked = `/${pathname.slice(shop.basePath.length)}`;
  const path = asked === HOME_FILE ? '/' : asked.replace(FILE_IN_A_FOLDER, '$1');
  return shop.pagePaths.includes(path) ? path : shop.notFoundPath;
}
