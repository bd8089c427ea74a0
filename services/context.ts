import type { CountryConfig } from '../src/config/country.generated.ts';
import type { Clock } from './clock.ts';
import type { Db } from './db/database.ts';
import { RateLimiter, type RateLimit } from './http/rate-limit.ts';

export interface RateLimits {
  signupPerAddress: RateLimit;
  signupPerClient: RateLimit;
  loginPerAddress: RateLimit;
  loginPerClient: RateLimit;
}

const MINUTE_MS = 60_000;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  signupPerAddress: { limit: 5, windowMs: 60 * MINUTE_MS },
  signupPerClient: { limit: 30, windowMs: 10 * MINUTE_MS },
  loginPerAddress: { limit: 10, windowMs: 15 * MINUTE_MS },
  loginPerClient: { limit: 50, windowMs: 15 * MINUTE_MS },
};

/** What every service module is handed: storage, time, the served country and the limits. */
export interface ServicesContext {
  db: Db;
  clock: Clock;
  /** The country this origin serves; sign-ups and promotions belong to it. */
  country: CountryConfig;
  /** Every country's data, for rules that apply across the shared database (the TR purge). */
  countries: readonly CountryConfig[];
  limiters: Record<keyof RateLimits, RateLimiter>;
}

export function createLimiters(limits: RateLimits, clock: Clock): ServicesContext['limiters'] {
  const entries = Object.entries(limits).map(([name, rule]) => [name, new RateLimiter(rule, clock)]);
  return Object.fromEntries(entries) as ServicesContext['limiters'];
}
