import { STATUS_CODES } from 'node:http';
import type { FastifyReply } from 'fastify';

/** An error body in the shape of RFC 9457 problem details; `type` is what callers branch on. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
}

export const PROBLEM_TYPES = {
  badRequest: 'urn:storefront:bad_request',
  unauthorized: 'urn:storefront:unauthorized',
  forbidden: 'urn:storefront:forbidden',
  notFound: 'urn:storefront:not_found',
  tooLarge: 'urn:storefront:too_large',
  misdirected: 'urn:storefront:misdirected',
  rateLimited: 'urn:storefront:rate_limited',
  internal: 'urn:storefront:internal_error',
  upstream: 'urn:storefront:upstream_error',
  unavailable: 'urn:storefront:unavailable',
  emailInvalid: 'urn:newsletter:email_invalid',
  tokenInvalid: 'urn:newsletter:token_invalid',
} as const;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export function problemBody(status: number, type: string, title: string, detail?: string): Problem {
  return { type, title, status, ...(detail ? { detail } : {}) };
}

export function sendProblem(reply: FastifyReply, status: number, type: string, title: string, detail?: string): FastifyReply {
  return reply.code(status).type(PROBLEM_CONTENT_TYPE).send(problemBody(status, type, title, detail));
}

/** The problem type that fits a client error status the framework or a plugin raised. */
export function problemTypeFor(status: number): string {
  if (status === 401) return PROBLEM_TYPES.unauthorized;
  if (status === 403) return PROBLEM_TYPES.forbidden;
  if (status === 404) return PROBLEM_TYPES.notFound;
  if (status === 421) return PROBLEM_TYPES.misdirected;
  if (status === 413 || status === 414 || status === 431) return PROBLEM_TYPES.tooLarge;
  return PROBLEM_TYPES.badRequest;
}

/** The standard reason phrase, as a title for statuses that need no more words. */
export function statusTitle(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}
