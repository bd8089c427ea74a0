import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import { createServer as createNodeServer, type RequestListener, type Server, type ServerOptions as NodeServerOptions } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyServerFactory } from 'fastify';
import type { CountryConfig } from '../src/config/country.generated.ts';
import { shopBasePath, shopOrigin } from '../src/config/shop-address.ts';
import { systemClock, type Clock } from './clock.ts';
import { createLimiters, DEFAULT_RATE_LIMITS, type RateLimits, type ServicesContext } from './context.ts';
import { openDatabase } from './db/database.ts';
import { registerDevTools } from './dev-tools.ts';
import { registerCsrf } from './http/csrf.ts';
import { registerShopAddress } from './http/shop-address.ts';
import { registerAllowedHosts } from './http/allowed-hosts.ts';
import { registerHealth } from './http/health.ts';
import { trustedPeers } from './http/trusted-peers.ts';
import { registerRequestId, requestLogOptions } from './http/request-log.ts';
import { problemServerOptions, registerErrorHandling, registerServerErrors } from './http/errors.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerServices } from './services.ts';
import { applySeed, readSeed, removeDemoAccounts } from './seed/load-seed.ts';
import { redirectToPage, registerSite } from './site.ts';
import { REVALIDATE } from './http/site-headers.ts';
import { registerUpstreamProxy } from './upstream-proxy.ts';
import { VitalsStore } from './vitals/vitals-store.ts';

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
  /** How long the upstream may take before the proxy answers 504 (default 15 s). */
  upstreamTimeoutMs?: number;
  /** Where the shop is served, for links in mail; by default the country's own shop address from its data. */
  shopUrl?: string;
  /** Serve the local tools under /_dev (mailbox, staff sign-in, login token, vitals); never with `upstream`. */
  devTools?: boolean;
  /** Where the dev tools' vitals sink keeps what the pages send; one of its own by default, one for every origin under `serve --all`. */
  vitalsStore?: VitalsStore;
  /** How long a client may take to send a whole request, headers and body (default 30 s). */
  requestTimeoutMs?: number;
  clock?: Clock;
  rateLimits?: Partial<RateLimits>;
  seedFile?: string;
  /** Insert the seed's customers and staff; `serve` and the tests do, `storefront services` only when asked. Default true. */
  seedAccounts?: boolean;
  /** Take out every account that still has the demo seed's public password for its name (`storefront services` without --dev-tools). */
  removeDemoAccounts?: boolean;
  /**
   * The addresses of the proxies in front (nginx, a load balancer), whose X-Forwarded-For, -Proto and
   * -Host name the client, the scheme and the shop: rate limits then count each shopper, cookies are
   * Secure behind TLS, and a front that must name the services' own host passes the shop's on.
   * Nobody else's are believed. By default none.
   */
  trustProxy?: string[];
  /** Log one JSON line per request on standard output, as `storefront services` does in production. */
  requestLog?: boolean;
  /**
   * Makes the app's server from its request handler, for a front server that hands requests to
   * several apps (`serve --all`); that server must come from createFrontServer. By default the
   * app makes and listens on its own.
   */
  serverFactory?: FastifyServerFactory;
}

/** Largest request body accepted; the biggest real call (a sign-up) is far below it. */
export const BODY_LIMIT_BYTES = 16 * 1024;
const REQUEST_TIMEOUT_MS = 30_000;

function nodeServerOptions(requestTimeoutMs: number): NodeServerOptions {
  // A client that never finishes its request (slowloris) is answered 408 and let go. Node checks for
  // such clients this often (its own default is every 30 s), and only when the headers' time is no
  // longer than the whole request's.
  return { requestTimeout: requestTimeoutMs, connectionsCheckingInterval: Math.min(1000, requestTimeoutMs / 2), headersTimeout: requestTimeoutMs, requireHostHeader: false };
}

/**
 * A Node server with the settings and the error answers every server of createServer has, for
 * `listener` to hand each request to one of several apps made with a `serverFactory`: the apps'
 * own servers never listen, so what Node answers itself must be set up here.
 */
export function createFrontServer(listener: RequestListener, requestTimeoutMs = REQUEST_TIMEOUT_MS): Server {
  const server = createNodeServer(nodeServerOptions(requestTimeoutMs), listener);
  registerServerErrors(server);
  server.on('clientError', problemServerOptions.clientErrorHandler!);
  return server;
}

/** One origin for a country's pages and the services of spec §7, so the pages' relative calls work unchanged. */
export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const requestTimeoutMs = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const shopUrl = options.shopUrl ? new URL(options.shopUrl) : shopOrigin(options.country);
  const app = Fastify({
    ...(options.requestLog ? requestLogOptions(options.country.code, trustedPeers(options.trustProxy)) : { logger: false }),
    bodyLimit: BODY_LIMIT_BYTES,
    // Fastify's 10 s is for a plugin that hangs; several servers starting at once on a loaded
    // 2-core machine took longer than that to load the static files' routes.
    pluginTimeout: 60_000,
    trustProxy: options.trustProxy ?? false,
    // Unknown fields are an error the caller should hear about, not something to drop silently.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
    ...problemServerOptions,
    requestTimeout: requestTimeoutMs,
    http: nodeServerOptions(requestTimeoutMs),
    serverFactory: options.serverFactory,
  });
  registerServerErrors(app.server);
  if (options.requestLog) registerRequestId(app);
  await app.register(fastifyCookie);
  await registerSecurityHeaders(app, options.country);
  // After helmet's hook, so that its refusals carry the security headers too.
  registerAllowedHosts(app, shopUrl);
  registerShopAddress(app, shopUrl);
  // A shop under a path (CH_FR's /fr/ beside CH) has its pages, services and local tools there.
  const basePath = shopBasePath(shopUrl.href);
  await registerCsrf(app, basePath);
  await app.register(fastifyRateLimit, { global: false });
  registerErrorHandling(app);
  // Made before the plugins load: seeding hashes passwords, which a loaded machine makes slower
  // than the time Fastify gives a plugin to start.
  const context = options.upstream ? undefined : await createContext(app, options, shopUrl);
  if (context) {
    // Registered before the services' own, so it runs after theirs: the purge stops first.
    app.addHook('onClose', async () => context.db.close());
    registerHealth(app, context.db);
  }

  await app.register(
    async (shop) => {
      if (!context) await registerUpstreamProxy(shop, options.upstream!, { timeoutMs: options.upstreamTimeoutMs });
      else {
        await registerServices(shop, context);
        if (options.devTools) await registerDevTools(shop, context, options.vitalsStore ?? new VitalsStore());
      }
      if (options.siteDir) await registerSite(shop, options.siteDir, options.country, basePath);
    },
    { prefix: basePath.slice(0, -1) },
  );
  if (basePath !== '/') registerBaseRedirects(app, basePath);
  return app;
}

/** The shop's address without its last slash, and the host's root (where `serve` prints nothing else), lead to the shop. */
function registerBaseRedirects(app: FastifyInstance, basePath: string): void {
  for (const url of ['/', basePath.slice(0, -1)]) app.get(url, redirectToPage(basePath, REVALIDATE));
}

async function createContext(app: FastifyInstance, options: ServerOptions, shopUrl: URL): Promise<ServicesContext> {
  const clock = options.clock ?? systemClock;
  const db = openDatabase(options.dataDir);
  await applySeed(db, readSeed(options.seedFile), { accounts: options.seedAccounts ?? true });
  const removed = options.removeDemoAccounts ? await removeDemoAccounts(db) : 0;
  if (removed > 0) app.log.warn({ removed }, "removed the accounts that still had the demo seed's passwords, which are public, from the database");
  return {
    db,
    clock,
    country: options.country,
    countries: options.countries,
    limiters: createLimiters(app, { ...DEFAULT_RATE_LIMITS, ...options.rateLimits }),
    shopUrl,
  };
}
