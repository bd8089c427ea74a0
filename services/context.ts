import type { CountryConfig } from '../src/config/country.generated.ts';
import type { Clock } from './clock.ts';
import type { Db } from './db/database.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientOf, createLimiter, type Limiter, type RateLimit } from './http/limit.ts';

/**
 * Every limit is keyed on the client's address, alone or with the account or email it names, as
 * OWASP advises against credential stuffing: an attacker slows down only themselves and can
 * never lock the owner of an account or address out from the owner's own connection.
 */
export interface RateLimits {
  /** Sign-ups of one address from one client. */
  signupPerClientAndAddress: RateLimit;
  /** Sign-ups from one client, whatever the address. */
  signupPerClient: RateLimit;
  /** Failed sign-ins on one account from one client; customers and staff are counted apart. A successful one counts nothing. */
  loginPerClientAndAccount: RateLimit;
  /** Failed sign-ins from one client, whatever the account. */
  loginPerClient: RateLimit;
}

const MINUTE_MS = 60_000;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  signupPerClientAndAddress: { max: 5, windowMs: 60 * MINUTE_MS },
  signupPerClient: { max: 30, windowMs: 10 * MINUTE_MS },
  loginPerClientAndAccount: { max: 10, windowMs: 15 * MINUTE_MS },
  loginPerClient: { max: 50, windowMs: 15 * MINUTE_MS },
};

/** What every service module is handed: storage, time, the served country, the limits and the shop's address. */
export interface ServicesContext {
  db: Db;
  clock: Clock;
  /** The country this origin serves; sign-ups and promotions belong to it. */
  country: CountryConfig;
  /** Every country's data, for rules that apply across the shared database (the TR purge). */
  countries: readonly CountryConfig[];
  limiters: Limiters;
  /** Where the shop is served, e.g. http://127.0.0.1:4173/: mail links point here, never to a request's Host. */
  shopUrl: URL;
}

export interface Limiters {
  signup: readonly Limiter[];
  customerSignIn: readonly Limiter[];
  /** Apart from customers', so that attempts on one kind of account never slow the other down. */
  staffSignIn: readonly Limiter[];
}

/** A text field of the parsed body, as the limits key on it; case does not make another key. */
function bodyField(request: FastifyRequest, name: string): string {
  const value = (request.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

function perClientAnd(app: FastifyInstance, rule: RateLimit, field: string): Limiter {
  return createLimiter(app, rule, (request) => `${clientOf(request)} ${bodyField(request, field)}`);
}

export function createLimiters(app: FastifyInstance, limits: RateLimits): Limiters {
  const perClient = (rule: RateLimit) => createLimiter(app, rule, clientOf);
  return {
    signup: [perClientAnd(app, limits.signupPerClientAndAddress, 'email'), perClient(limits.signupPerClient)],
    customerSignIn: [perClientAnd(app, limits.loginPerClientAndAccount, 'email'), perClient(limits.loginPerClient)],
    staffSignIn: [perClientAnd(app, limits.loginPerClientAndAccount, 'username'), perClient(limits.loginPerClient)],
  };
}
