import type { FastifyReply } from 'fastify';
import type { RateLimiter } from './rate-limit.ts';
import { PROBLEM_TYPES, sendProblem } from './problem.ts';

/**
 * Counts the request against every limiter and answers 429 when any is exhausted. The answer is
 * the same whichever limit was hit, so it tells nothing about the address.
 */
export function overLimit(reply: FastifyReply, checks: ReadonlyArray<[RateLimiter, string]>): boolean {
  const refused = checks.map(([limiter, key]) => limiter.take(key)).find((result) => !result.allowed);
  if (!refused || refused.allowed) return false;
  reply.header('Retry-After', String(refused.retryAfterSeconds));
  sendProblem(reply, 429, PROBLEM_TYPES.rateLimited, 'Too many requests; please try again later');
  return true;
}
