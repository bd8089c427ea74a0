import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PROBLEM_TYPES, sendProblem } from './problem.ts';

export interface RateLimit {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
}

/** Counts one request against a limit; true when it is over. */
export type Limiter = (request: FastifyRequest) => Promise<boolean>;

/**
 * One Retry-After for every limit, the longest window's, so that a 429 never tells which limit
 * (and so whether an address or account is known) was hit.
 */
export const RETRY_AFTER_SECONDS = 3600;

/** A limit counted by @fastify/rate-limit, on the key `keyOf` gives a request (after its body is parsed). */
export function createLimiter(app: FastifyInstance, rule: RateLimit, keyOf: (request: FastifyRequest) => string): Limiter {
  const count = app.createRateLimit({ max: rule.max, timeWindow: rule.windowMs, keyGenerator: keyOf });
  return async (request) => {
    const result = await count(request);
    return !result.isAllowed && result.isExceeded;
  };
}

/** Counts the request against every limiter and answers 429 when any is used up. */
export async function overLimit(request: FastifyRequest, reply: FastifyReply, limiters: readonly Limiter[]): Promise<boolean> {
  const over = await Promise.all(limiters.map((limiter) => limiter(request)));
  if (!over.includes(true)) return false;
  reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
  await sendProblem(reply, 429, PROBLEM_TYPES.rateLimited, 'Too many requests; please try again later');
  return true;
}
