import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { CountryConfig } from '../src/config/country.generated.ts';
import { systemClock, type Clock } from './clock.ts';
import { createLimiters, DEFAULT_RATE_LIMITS, type RateLimits, type ServicesContext } from './context.ts';
import { openDatabase } from './db/database.ts';
import { registerCsrf } from './http/csrf.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerServices } from './services.ts';
import { applySeed, readSeed } from './seed/load-seed.ts';
import { registerSite } from './site.ts';
import { registerUpstreamProxy } from './upstream-proxy.ts';

export interface ServerOptions {
  /** The country this origin serves. */
  country: CountryConfig;
  /** Every country's data. */
  countries: readonly CountryConfig[];
  /** Folder of the SQLite database. */
  dataDir: string;
  /** The built country folder, e.g. dist/tr; without it only the services answer. */
  siteDir?: string;
  /** Forward /service/* to this base address instead of answering with the reference services. */
  upstream?: string;
  clock?: Clock;
  rateLimits?: Partial<RateLimits>;
  seedFile?: string;
  logger?: boolean;
}

/** Largest request body accepted; the biggest real call (a sign-up) is far below it. */
export const BODY_LIMIT_BYTES = 16 * 1024;

/** One origin for a country's pages and the services of spec §7, so the pages' relative calls work unchanged. */
export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Unknown fields are an error the caller should hear about, not something to drop silently.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
  });
  await app.register(fastifyCookie);
  registerSecurityHeaders(app);
  registerCsrf(app);
  registerErrorHandling(app);

  if (options.upstream) registerUpstreamProxy(app, options.upstream);
  else await registerServices(app, await createContext(options));
  if (options.siteDir) await registerSite(app, options.siteDir, options.country);
  return app;
}

async function createContext(options: ServerOptions): Promise<ServicesContext> {
  const clock = options.clock ?? systemClock;
  const db = openDatabase(options.dataDir);
  await applySeed(db, readSeed(options.seedFile));
  return {
    db,
    clock,
    country: options.country,
    countries: options.countries,
    limiters: createLimiters({ ...DEFAULT_RATE_LIMITS, ...options.rateLimits }, clock),
  };
}
