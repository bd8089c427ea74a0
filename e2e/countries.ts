import { join } from 'node:path';
import { bundleDataOfFolder } from '../validation/bundle-data.ts';
import { inCountryOrder } from '../validation/country-order.ts';
import type { CountryConfig } from '../src/config/country.generated.ts';
import { shopBasePath } from '../src/config/shop-address.ts';

const COUNTRIES_DIR = join(import.meta.dirname, '..', 'countries');
// Another checkout can run its own browser tests at the same time on other ports (E2E_FIRST_PORT=5301).
export const FIRST_PORT = Number(process.env.E2E_FIRST_PORT ?? 4301);

export interface ServedCountry {
  config: CountryConfig;
  /**
   * Where `storefront serve` serves this country during the browser tests, without the last slash:
   * http://127.0.0.1:4301, or http://127.0.0.1:4304/fr for a shop under a path. Pages are
   * `${baseURL}/login`; Playwright's own baseURL is `${baseURL}/`, so that `page.goto('./login')`
   * stays under the shop's path.
   */
  baseURL: string;
  port: number;
}

/** Every country file, each with its own port so that all nine origins can be served at once. */
export const servedCountries: ServedCountry[] = bundleDataOfFolder(COUNTRIES_DIR).map((config, index) => {
  const port = FIRST_PORT + index;
  return { config, port, baseURL: `http://127.0.0.1:${port}${shopBasePath(config.shop.url).slice(0, -1)}` };
});

/** A port no configured server uses, for a test that starts a server of its own. */
export const scratchPort = FIRST_PORT + 21;

/** Two more such ports, for a test that serves two countries of its own (e2e/analytics.spec.ts). */
export const scratchPairPorts = [FIRST_PORT + 23, FIRST_PORT + 24] as const;

/** One more, for `storefront screenshots --port` (e2e/screenshots.spec.ts), which may run beside both. */
export const screenshotsPort = FIRST_PORT + 25;

/** `storefront dev` on a copy of the kit (e2e/live-preview.spec.ts). */
export const livePreviewPort = FIRST_PORT + 26;

/** `storefront serve --all`: every country on its own origin, http://<code>.localhost:<port>/. */
export const serveAllPort = Number(process.env.E2E_SERVE_ALL_PORT ?? FIRST_PORT + 22);

/** `storefront dev` servers for the dev-only widget gallery: a German and a Turkish one. */
export const galleryServers = ['DE', 'TR'].map((code, index) => {
  const port = FIRST_PORT + 19 + index;
  return { config: servedCountries.find(({ config }) => config.code === code)!.config, port, baseURL: `http://127.0.0.1:${port}` };
});

/** The served countries in the shops' order (countries/order.txt): DE first. */
const servedInOrder = inCountryOrder(servedCountries.map((served) => ({ code: served.config.code, served }))).map(({ served }) => served);
const firstUnderPath = servedInOrder.find(({ config }) => shopBasePath(config.shop.url) !== '/');

/**
 * The fewest served countries that between them show every variant a component has: one for each
 * layout of the newsletter form (which fields and consents show, which are required) and the first
 * shop under a path. Suites of a component's behaviour (keyboard, focus, the date picker, a whole
 * sign-up or login) run in these; the sweeps of every page and the footer's data run in all nine.
 */
export const variantCountries: ServedCountry[] = (() => {
  // In the shops' order, so that the first shop (DE) stands for the layout it shares with others.
  const byLayout = new Map<string, ServedCountry>();
  for (const served of servedInOrder) {
    const layout = JSON.stringify(served.config.newsletter.elements);
    if (!byLayout.has(layout)) byLayout.set(layout, served);
  }
  return servedCountries.filter((served) => [...byLayout.values()].includes(served) || served === firstUnderPath);
})();

/**
 * For what every country shows alike, the login page and the staff panel: the first shop, the
 * first under a path, and TR, whose language cases letters its own way (i and İ, ı and I).
 */
export const alikeCountries: ServedCountry[] = servedCountries.filter(
  (served) => served === servedInOrder[0] || served === firstUnderPath || served.config.locale === 'tr-TR',
);
