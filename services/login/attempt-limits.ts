import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServicesContext } from '../context.ts';
import { overLimit } from '../http/limit.ts';

/**
 * Counts a sign-in attempt per account and per client and answers 429 once either is used up.
 * Customer and staff logins share the limiters; the prefix keeps their account names apart.
 */
export function tooManyLoginAttempts(context: ServicesContext, request: FastifyRequest, reply: FastifyReply, account: `${'customer' | 'staff'}:${string}`): boolean {
  return overLimit(reply, [
    [context.limiters.loginPerAddress, account.toLowerCase()],
    [context.limiters.loginPerClient, request.ip],
  ]);
}
