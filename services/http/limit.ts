import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PROBLEM_TYPES, sendProblem } from './problem.ts';

export interface RateLimit {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
}

/** A limit counted by @fastify/rate-limit on one key per request. */
export interface Limiter {
  /** Counts the request; true when that takes it over the limit. */
  count: (request: FastifyRequest) => Promise<boolean>;
  /** Whether the limit is used up, without counting the request. */
  isUsedUp: (request: FastifyRequest) => Promise<boolean>;
}

/**
 * The client a limit counts: its address, an IPv6 one as its /64, the network one subscriber gets,
 * within which every address is the same client's to choose.
 */
export function clientOf(request: FastifyRequest): string {
  return normalizeIP(request.ip, 64);
}

/**
 * One Retry-After for every limit, the longest window's, so that a 429 never tells which limit
 * (and so whether an address or account is known) was hit.
 */
export const RETRY_AFTER_SECONDS = 3600;

/** A limit on the key `keyOf` gives a request (after its body is parsed). */
export function createLimiter(app: FastifyInstance, rule: RateLimit, keyOf: (request: FastifyRequest) => string): Limiter {
  const limit = app.createRateLimit({ max: rule.max, timeWindow: rule.windowMs, keyGenerator: keyOf });
  return {
    count: async (request) => {
      const result = await limit(request);
      return !result.isAllowed && result.isExceeded;
    },
    isUsedUp: async (request) => {
      const result = await limit(request, { increment: false });
      return !result.isAllowed && result.remaining === 0;
    },
  };
}

async function sendTooManyRequests(reply: FastifyReply): Promise<void> {
  reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
  await sendProblem(reply, 429, PROBLEM_TYPES.rateLimited, 'Too many requests; please try again later');
}

/** Counts the request against every limiter and answers 429 when any is used up. */
export async function overLimit(request: FastifyRequest, reply: FastifyReply, limiters: readonly Limiter[]): Promise<boolean> {
  const over = await Promise.all(limiters.map((limiter) => limiter.count(request)));
  if (!over.includes(true)) return false;
  await sendTooManyRequests(reply);
  return true;
}

/**
 * Answers 429 when any limiter is used up, counting nothing: for limits on failed attempts, which
 * only a failure counts (countFailure), so that a shopper who logs in often is never refused.
 */
export async function usedUp(request: FastifyRequest, reply: FastifyReply, limiters: readonly Limiter[]): Promise<boolean> {
  const used = await Promise.all(limiters.map((limiter) => limiter.isUsedUp(request)));
  if (!used.includes(true)) return false;
  await sendTooManyRequests(reply);
  return true;
}

/** Counts a failed attempt against every limiter. */
export async function countFailure(request: FastifyRequest, limiters: readonly Limiter[]): Promise<void> {
  await Promise.all(limiters.map((limiter) => limiter.count(request)));
}
