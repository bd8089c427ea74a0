import { createServer as createNodeServer, type RequestListener } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import { createFrontServer, createServer, type ServerOptions } from '../server.ts';
import { VitalsStore } from '../vitals/vitals-store.ts';
import { originFront } from './front.ts';
import { indexPage } from './index-page.ts';

export interface AllOriginsOptions extends Pick<ServerOptions, 'dataDir' | 'devTools' | 'clock' | 'seedFile' | 'requestTimeoutMs'> {
  /** Every country, each with its own local origin as its shop address (http://de.localhost:4173/). */
  countries: readonly CountryConfig[];
  /** Each country's built folder. */
  siteDirOf: (country: CountryConfig) => string;
}

export interface AllOrigins {
  /** Listens on 127.0.0.1 with the one server that hands each request to its origin's app; rejects when it cannot (a port in use). */
  listen: (port: number) => Promise<void>;
  /** Stops the server and every app (their databases closed). */
  close: () => Promise<void>;
}

/**
 * Every country's app (pages and reference services over one database folder) behind one
 * server. Each app is made by createServer as for `serve --country`, but hands its request
 * handler over instead of listening; each country keeps its own origin, so its own cookies.
 */
export async function createAllOrigins(options: AllOriginsOptions): Promise<AllOrigins> {
  const { countries, siteDirOf, ...shared } = options;
  const appsByHostname = new Map<string, RequestListener>();
  const apps: FastifyInstance[] = [];
  // One vitals sink for the process: /_dev/vitals on any origin shows every country.
  const vitalsStore = new VitalsStore();
  try {
    for (const country of countries) {
      const shopUrl = new URL(country.shop.url);
      const serverFactory = (handler: RequestListener) => {
        appsByHostname.set(shopUrl.hostname, handler);
        // Never listens: the front server is the one requests arrive on.
        return createNodeServer();
      };
      const app = await createServer({ ...shared, country, countries, siteDir: siteDirOf(country), shopUrl: shopUrl.href, serverFactory, vitalsStore });
      apps.push(app);
      await app.ready();
    }
  } catch (error) {
    await Promise.all(apps.map((app) => app.close()));
    throw error;
  }
  const server = createFrontServer(originFront(appsByHostname, indexPage(countries)), options.requestTimeoutMs);
  const close = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await Promise.all(apps.map((app) => app.close()));
  };
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject).listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  return { listen, close };
}
