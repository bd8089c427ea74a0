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
  rateLimited: 'urn:storefront:rate_limited',
  internal: 'urn:storefront:internal_error',
  emailInvalid: 'urn:newsletter:email_invalid',
  tokenInvalid: 'urn:newsletter:token_invalid',
} as const;

export function sendProblem(reply: FastifyReply, status: number, type: string, title: string, detail?: string): FastifyReply {
  const problem: Problem = { type, title, status, ...(detail ? { detail } : {}) };
  return reply.code(status).type('application/problem+json').send(problem);
}
