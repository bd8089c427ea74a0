import { tryStorage } from '../api/try-storage';
import { routes } from '../app/routes';
import { bundleBasePath } from '../config/bundle-base-path';
import { underBasePath } from '../config/shop-address';

/** The query parameter that names where to go after logging in, e.g. /login?target=/account. */
export const TARGET_PARAMETER = 'target';
/** Keeps the target while the shopper stays in this tab, e.g. when switching to /m/login. */
const STORED_TARGET_KEY = 'storefront.loginTarget';


// Browsers drop tabs and newlines from URLs and read a backslash as a slash, so '/\t/evil.example'
// and '/\evil.example' both become '//evil.example': another host. Refuse them before parsing.
const ONLY_OWN_PATH = /^\/(?![/\\])[^\\\s\p{Cc}]*$/u;

/**
 * Where a login may send the shopper: `candidate` when it is a path on the page's own origin,
 * otherwise the shop's home page. The login pages themselves count as the current address and
 * give the home page as well, so that a logged-in shopper is never sent round in a circle.
 * `basePath` is where the shop lives (`/fr/` for CH_FR).
 */
export function safeRedirectTarget(candidate: string | null | undefined, current: URL, basePath = bundleBasePath()): string {
  const home = underBasePath(basePath, routes.home);
  if (!candidate || !ONLY_OWN_PATH.test(candidate)) return home;
  const resolved = new URL(candidate, current.origin);
  // Dot segments can still turn a path into '//host' after resolution: check the result too.
  if (resolved.origin !== current.origin || !ONLY_OWN_PATH.test(resolved.pathname)) return home;
  const loginPages = [routes.login, routes.mobileLogin].map((page) => underBasePath(basePath, page));
  if (loginPages.includes(resolved.pathname)) return home;
  const target = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  return target === `${current.pathname}${current.search}` ? home : target;
}

/** The target from the address, else the one kept for this tab; only ever a safe one. */
export function loginRedirectTarget(location: Location, storage: () => Storage): string {
  const current = new URL(location.href);
  const fromQuery = current.searchParams.get(TARGET_PARAMETER);
  return safeRedirectTarget(fromQuery ?? tryStorage((kept) => kept.getItem(STORED_TARGET_KEY), storage), current);
}

/** Keeps a target from the address for this tab, so it survives a reload or the mobile page. */
export function keepLoginRedirectTarget(location: Location, storage: () => Storage): void {
  const fromQuery = new URL(location.href).searchParams.get(TARGET_PARAMETER);
  if (fromQuery !== null) tryStorage((kept) => kept.setItem(STORED_TARGET_KEY, fromQuery), storage);
}

/** The kept target has served once it has been followed. */
export function forgetLoginRedirectTarget(storage: () => Storage): void {
  tryStorage((kept) => kept.removeItem(STORED_TARGET_KEY), storage);
}
