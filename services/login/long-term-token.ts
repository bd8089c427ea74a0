import type { FastifyReply, FastifyRequest } from 'fastify';
import { DAY_MS, addMs } from '../clock.ts';
import type { ServicesContext } from '../context.ts';
import { cookieOptions } from '../http/cookies.ts';
import { hashToken, randomToken } from '../http/tokens.ts';

/** An opaque, HttpOnly token that recognises the browser's customer long after the login token expired. */
export const LONG_TERM_COOKIE = 'LongTermToken';
const LONG_TERM_DAYS = 365;

/** Issues a new long-term token for the customer, replacing the one this browser held. */
export function rememberCustomer(context: ServicesContext, request: FastifyRequest, reply: FastifyReply, customerId: number): void {
  const now = context.clock.now();
  const token = randomToken();
  const previous = request.cookies[LONG_TERM_COOKIE];
  context.db.transaction(() => {
    context.db.prepare('DELETE FROM long_term_tokens WHERE expires_at <= ?').run(now.toISOString());
    if (previous) context.db.prepare('DELETE FROM long_term_tokens WHERE token_hash = ?').run(hashToken(previous));
    context.db
      .prepare('INSERT INTO long_term_tokens (token_hash, customer_id, expires_at) VALUES (?, ?, ?)')
      .run(hashToken(token), customerId, addMs(now, LONG_TERM_DAYS * DAY_MS).toISOString());
  })();
  reply.setCookie(LONG_TERM_COOKIE, token, cookieOptions(request, { httpOnly: true, maxAgeSeconds: (LONG_TERM_DAYS * DAY_MS) / 1000 }));
}

/** The email of the customer this browser's valid long-term token belongs to, in the served country. */
export function rememberedEmail(context: ServicesContext, request: FastifyRequest): string | undefined {
  const token = request.cookies[LONG_TERM_COOKIE];
  if (!token) return undefined;
  const row = context.db
    .prepare(
      `SELECT customers.email FROM long_term_tokens JOIN customers ON customers.id = long_term_tokens.customer_id
       WHERE token_hash = ? AND expires_at > ? AND customers.country = ?`,
    )
    .get(hashToken(token), context.clock.now().toISOString(), context.country.code) as { email: string } | undefined;
  return row?.email;
}
