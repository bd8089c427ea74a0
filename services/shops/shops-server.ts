import type { CountryConfig } from '../../src/config/country.generated.ts';
import { createDetachedApps, frontOf, type Front } from '../detached-apps.ts';
import type { ServerOptions } from '../server.ts';
import { trustedPeers } from '../http/trusted-peers.ts';
import { VitalsStore } from '../vitals/vitals-store.ts';
import { shopFront } from './shop-front.ts';

export interface ShopsOptions extends Pick<ServerOptions, 'dataDir' | 'devTools' | 'clock' | 'seedFile' | 'requestTimeoutMs' | 'rateLimits' | 'requestLog' | 'trustProxy' | 'seedAccounts' | 'removeDemoAccounts'> {
  /** The shops served, each with the address it is served at as its `shop.url` (CH at https://www.shop.example.ch/, CH_FR at …/fr/). */
  shops: readonly CountryConfig[];
  /** Every country's data. */
  countries: readonly CountryConfig[];
}

/**
 * The reference services of several shops in one process, over one database folder, behind one
 * server: each shop's services as `serve` runs them for one (its country's sign-ups, customers,
 * mail language and links), at its own path of its own host, so one host can carry CH at `/` and
 * CH_FR at `/fr/`.
 */
export async function createShopsServer(options: ShopsOptions): Promise<Front> {
  const { shops, ...shared } = options;
  const vitalsStore = new VitalsStore();
  const { apps, handlers } = await createDetachedApps(shops.map((country) => ({ ...shared, country, shopUrl: country.shop.url, vitalsStore })));
  const mounted = shops.map((country, index) => ({ url: new URL(country.shop.url), handler: handlers[index]! }));
  return frontOf(shopFront(mounted, trustedPeers(options.trustProxy)), apps, options.requestTimeoutMs);
}
