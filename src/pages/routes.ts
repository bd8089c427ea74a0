import { routes } from '../app/routes.ts';
import type { CountryConfig } from '../config/country.generated.ts';

export interface PageRoute {
  path: string;
  /** The page's entry module: src/pages/<entry>.entry.tsx. */
  entry: string;
  /** Where the built page lands under dist/<code>/. */
  html: string;
  /** Countries without it do not get the page; every country does when absent. */
  onlyWhere?: (country: CountryConfig) => boolean;
}

/** Every page of a country's bundle. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: routes.home, entry: 'home', html: 'index.html' },
  { path: routes.login, entry: 'login', html: 'login/index.html' },
  { path: routes.mobileLogin, entry: 'mobile-login', html: 'm/login/index.html' },
  { path: routes.newsletterConfirmation, entry: 'newsletter-confirmation', html: 'newsletter/confirm/index.html' },
  {
    path: routes.subscribeNewsletter,
    entry: 'subscribe-newsletter',
    html: 'subscribenewsletter/index.html',
    onlyWhere: (country) => country.newsletter.signupPage === true,
  },
];

export function pagesOf(country: CountryConfig): PageRoute[] {
  return PAGE_ROUTES.filter((route) => route.onlyWhere?.(country) ?? true);
}

/** Pages only `storefront dev` serves; the build never sees them, so they never ship. */
export const DEV_PAGE_ROUTES = [{ path: '/_gallery', entry: 'gallery' }] as const;
