import type { FastifyInstance, FastifyReply } from 'fastify';
import { findTest } from '../abtest/ab-tests.ts';
import { parseInstant } from '../abtest/instant.ts';
import type { ServicesContext } from '../context.ts';
import { PREVIEW_BASE, type PreviewStatus } from './preview-status.ts';
import { currentSession, savePreviewState, type PreviewState } from './staff-sessions.ts';

interface TokenRequest {
  Querystring: { test?: string; group?: string };
  Body: { previewDateTime: string | null };
}

const tokenSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { test: { type: 'string', maxLength: 60 }, group: { type: 'string', maxLength: 40 } },
  },
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['previewDateTime'],
    // null goes back to the live shop: not in the spec, which has no way back, but the panel needs one.
    properties: { previewDateTime: { type: ['string', 'null'], maxLength: 64 } },
  },
} as const;

/** The HTTP status that goes with each answer, so that a caller reading only the code learns the same. */
const HTTP_STATUS: Record<PreviewStatus, number> = { SUCCESS: 200, BAD_REQUEST: 400, UNAUTHORIZED: 401, INTERNAL_ERROR: 500 };

function answer(reply: FastifyReply, status: PreviewStatus): FastifyReply {
  return reply.code(HTTP_STATUS[status]).send({ status });
}

/**
 * The preview state asked for, or undefined when the date or the A/B selection is not valid.
 * Empty test and group: no selection. A null date with no selection: the live shop.
 */
function requestedState(context: ServicesContext, { previewDateTime, test = '', group = '' }: { previewDateTime: string | null; test?: string; group?: string }): PreviewState | undefined {
  const noSelection = test === '' && group === '';
  if (previewDateTime === null) return noSelection ? { previewDateTime, abTestName: null, abTestGroup: null } : undefined;
  if (!parseInstant(previewDateTime)) return undefined;
  if (noSelection) return { previewDateTime, abTestName: null, abTestGroup: null };
  const known = test === '' ? undefined : findTest(context.db, test);
  return known?.groups.includes(group) ? { previewDateTime, abTestName: test, abTestGroup: group } : undefined;
}

/**
 * Stores the staff member's preview date and A/B selection on their session (spec §7 "token request").
 * SUCCESS 200, BAD_REQUEST 400, UNAUTHORIZED 401, INTERNAL_ERROR 500; a body that breaks the schema gets the usual 400 problem.
 */
export function registerPreviewToken(app: FastifyInstance, context: ServicesContext): void {
  app.post<TokenRequest>(`${PREVIEW_BASE}/token`, { schema: tokenSchema }, async (request, reply) => {
    try {
      const session = currentSession(context, request);
      if (!session) return answer(reply, 'UNAUTHORIZED');
      const state = requestedState(context, { ...request.query, previewDateTime: request.body.previewDateTime });
      if (!state) return answer(reply, 'BAD_REQUEST');
      savePreviewState(context, session, state);
      return answer(reply, 'SUCCESS');
    } catch (error) {
      request.log.error(error);
      return answer(reply, 'INTERNAL_ERROR');
    }
  });
}
