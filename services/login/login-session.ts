import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import type { ServicesContext } from '../context.ts';
import { cookieOptions } from '../http/cookies.ts';
import { findCustomerById, type Customer } from './customers.ts';
import { LOGIN_COOKIE, LOGIN_TOKEN_TTL_SECONDS, issueLoginToken, verifyLoginToken, type LoginClaims } from './login-token.ts';

export interface Login {
  claims: LoginClaims;
  customer: Customer;
}

/** The customer a valid login token names, when that customer belongs to the served country. */
export async function loginFromToken(context: ServicesContext, token: string | undefined): Promise<Login | undefined> {
  const claims = await verifyLoginToken(context.db, context.clock, token);
  const customer = claims && findCustomerById(context.db, context.country.code, claims.lid);
  return customer ? { claims, customer } : undefined;
}

/** The customer behind the request's LoginToken cookie. */
export function currentLogin(context: ServicesContext, request: FastifyRequest): Promise<Login | undefined> {
  return loginFromToken(context, request.cookies[LOGIN_COOKIE]);
}

/**
 * Not HttpOnly: the page reads the token to send X-LoginToken and to schedule its renewal (spec §6, §9).
 * `issuedBy` dates the token; only the local tools date one in the past.
 */
export async function setLoginCookie(
  context: ServicesContext,
  request: FastifyRequest,
  reply: FastifyReply,
  customerId: number,
  issuedBy: Clock = context.clock,
): Promise<void> {
  const { token } = await issueLoginToken(context.db, issuedBy, customerId);
  reply.setCookie(LOGIN_COOKIE, token, cookieOptions(request, { httpOnly: false, maxAgeSeconds: LOGIN_TOKEN_TTL_SECONDS }));
}
