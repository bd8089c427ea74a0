import { routes } from '../app/routes.ts';
import type { CountryConfig } from '../config/country.generated.ts';

/** The entry module of each page: src/pages/<entry>.entry.ts. */
export type PageEntry = 'home' | 'login' | 'mobile-login' | 'newsletter-confirmation' | 'subscribe-newsletter' | 'not-found';

export interface PageRoute {
  path: string;
  /** The page's entry module: src/pages/<entry>.entry.ts. */
  entry: PageEntry;
  /** Where the built page lands under dist/<code>/. */
  html: string;
  /**
   * The page's component (a path from the project folder), which only the server renders: the
   * build takes its stylesheets, its islands' among them, into the page's one stylesheet.
   */
  component: string;
  /** Countries without it do not get the page; every country does when absent. */
  onlyWhere?: (country: CountryConfig) => boolean;
  /** The HTTP status the page answers with. @default 200 */
  status?: 200 | 404;
  /**
   * Whether search engines may index the page: one that may not gets a robots noindex, no
   * hreflang alternates and no sitemap entry, and the switcher leads to each shop's home page. @default true
   */
  indexed?: boolean;
  /** The path of the page search engines are to show instead (its canonical link): left out of the sitemap. @default its own path */
  canonicalPath?: string;
}

/**
 * What every address the shop does not have answers with. Its own path is one of those
 * addresses: it answers 404 there too, and names the page in the dev server and the checks.
 */
export const NOT_FOUND_PAGE: PageRoute = { path: '/404', entry: 'not-found', html: '404.html', component: 'src/pages/NotFoundPage.tsx', status: 404, indexed: false };

/** Every page of a country's bundle. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: routes.home, entry: 'home', html: 'index.html', component: 'src/pages/HomePage.tsx' },
  { path: routes.login, entry: 'login', html: 'login/index.html', component: 'src/pages/LoginPage.tsx' },
  { path: routes.mobileLogin, entry: 'mobile-login', html: 'm/login/index.html', component: 'src/pages/MobileLoginPage.tsx', canonicalPath: routes.login },
  // Each mail's link leads here with its own token: no other shop's page, nothing for search engines.
  { path: routes.newsletterConfirmation, entry: 'newsletter-confirmation', html: 'newsletter/confirm/index.html', component: 'src/pages/NewsletterConfirmationPage.tsx', indexed: false },
  {
    path: routes.subscribeNewsletter,
    entry: 'subscribe-newsletter',
    html: 'subscribenewsletter/index.html',
    component: 'src/pages/SubscribeNewsletterPage.tsx',
    onlyWhere: (country) => country.newsletter.signupPage === true,
  },
  NOT_FOUND_PAGE,
];

export function pagesOf(country: CountryConfig): PageRoute[] {
  return PAGE_ROUTES.filter((route) => route.onlyWhere?.(country) ?? true);
}

/** The pages a country answers at their own address; the not-found page answers everywhere else. */
export function addressedPagesOf(country: CountryConfig): PageRoute[] {
  return pagesOf(country).filter((route) => route !== NOT_FOUND_PAGE);
}

/**
 * Whether the page at `path` is for search engines, with an equivalent in the other shops: its
 * hreflang alternates and the switcher name it there. A path of no built page (the dev gallery) is not.
 */
export function isIndexed(path: string): boolean {
  const route = PAGE_ROUTES.find((candidate) => candidate.path === path);
  return route !== undefined && route.indexed !== false;
}

/** The pages a sitemap lists where the shop has them: indexed, and their own canonical address. */
export const SITEMAP_PATHS: readonly string[] = PAGE_ROUTES.filter((route) => route.indexed !== false && route.canonicalPath === undefined).map(({ path }) => path);

/** Pages only `storefront dev` serves; the build never sees them, so they never ship. */
export const DEV_PAGE_ROUTES = [{ path: '/_gallery', entry: 'gallery' }] as const;
