import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOptions } from '../http/cookies.ts';
import { randomToken } from '../http/tokens.ts';
import type { AbTest } from './ab-tests.ts';

export const VISITOR_COOKIE = 'abVisitor';
const VISITOR_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
// randomToken() gives 43 characters; anything far longer was not set by us.
const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** The browser's visitor id, given a fresh one (and its cookie) when it has none. */
export function visitorId(request: FastifyRequest, reply: FastifyReply): string {
  const known = request.cookies[VISITOR_COOKIE];
  if (known && VISITOR_ID.test(known)) return known;
  const id = randomToken();
  reply.setCookie(VISITOR_COOKIE, id, cookieOptions(request, { httpOnly: true, maxAgeSeconds: VISITOR_COOKIE_MAX_AGE_SECONDS }));
  return id;
}

/** Derived from the visitor and the test alone, so it stays the same across calls and restarts without being stored. */
export function groupFor(visitor: string, test: AbTest): string {
  const digest = createHash('sha256').update(`${test.name}\u0000${visitor}`).digest();
  return test.groups[digest.readUInt32BE(0) % test.groups.length]!;
}
