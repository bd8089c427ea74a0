import { routes } from '../app/routes.ts';

/** Every page of a country's bundle: its address, its entry module and the HTML file under app/ Vite builds it from. */
export const PAGE_ROUTES = [
  { path: routes.home, entry: 'home', html: 'index.html' },
  { path: routes.login, entry: 'login', html: 'login/index.html' },
  { path: routes.mobileLogin, entry: 'mobile-login', html: 'm/login/index.html' },
] as const;

/** Pages only `storefront dev` serves; the build never sees them, so they never ship. */
export const DEV_PAGE_ROUTES = [{ path: '/_gallery', entry: 'gallery' }] as const;
