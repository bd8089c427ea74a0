import type { CountryConfig } from '../../src/config/country.generated.ts';
import { createDetachedApps, frontOf, type Front } from '../detached-apps.ts';
import type { ServerOptions } from '../server.ts';
import { VitalsStore } from '../vitals/vitals-store.ts';
import { originFront } from './front.ts';
import { indexPage } from './index-page.ts';

export interface AllOriginsOptions extends Pick<ServerOptions, 'dataDir' | 'devTools' | 'clock' | 'seedFile' | 'requestTimeoutMs'> {
  /** Every country, each with its own local origin as its shop address (http://de.localhost:4173/). */
  countries: readonly CountryConfig[];
  /** Each country's built folder. */
  siteDirOf: (country: CountryConfig) => string;
}

/**
 * Every country's app (pages and reference services over one database folder) behind one
 * server. Each app is made by createServer as for `serve --country`, but hands its request
 * handler over instead of listening; each country keeps its own origin, so its own cookies.
 */
export async function createAllOrigins(options: AllOriginsOptions): Promise<Front> {
  const { countries, siteDirOf, ...shared } = options;
  // One vitals sink for the process: /_dev/vitals on any origin shows every country.
  const vitalsStore = new VitalsStore();
  const { apps, handlers } = await createDetachedApps(
    countries.map((country) => ({ ...shared, country, countries, siteDir: siteDirOf(country), shopUrl: country.shop.url, vitalsStore })),
  );
  const appsByHostname = new Map(countries.map((country, index) => [new URL(country.shop.url).hostname, handlers[index]!]));
  return frontOf(originFront(appsByHostname, indexPage(countries)), apps, options.requestTimeoutMs);
}
