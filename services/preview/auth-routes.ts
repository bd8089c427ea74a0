import type { FastifyInstance } from 'fastify';
import type { ServicesContext } from '../context.ts';
import { signInStaff, staffCredentialsSchema, type StaffCredentials } from './staff-sign-in.ts';
import { currentSession, endSession, extendSession } from './staff-sessions.ts';
import { PREVIEW_BASE, UNAUTHORIZED } from './preview-status.ts';

/**
 * Staff authentication for the preview panel. Like the rest of the preview service every answer
 * is a `{status}` body: SUCCESS with 200, UNAUTHORIZED with 401. Schema failures and the rate
 * limit answer with the usual problem bodies (400, 429).
 */
export function registerPreviewAuth(app: FastifyInstance, context: ServicesContext): void {
  // The local way to become staff (not in the spec, whose staff come from a company login); see also /_dev/staff.
  app.post<{ Body: StaffCredentials }>(`${PREVIEW_BASE}/auth/login`, { schema: { body: staffCredentialsSchema } }, async (request, reply) => {
    const outcome = await signInStaff(context, request, reply, request.body);
    if (outcome === 'limited') return reply;
    return outcome === 'signed-in' ? { status: 'SUCCESS' } : reply.code(401).send(UNAUTHORIZED);
  });

  app.get(`${PREVIEW_BASE}/auth/checkauth`, async (request, reply) => {
    const session = currentSession(context, request);
    if (!session) return reply.code(401).send(UNAUTHORIZED);
    return { status: 'SUCCESS', dateTime: session.previewDateTime, abTestName: session.abTestName, abTestGroup: session.abTestGroup };
  });

  app.get(`${PREVIEW_BASE}/auth/login/renew`, async (request, reply) => {
    const session = currentSession(context, request);
    if (!session) return reply.code(401).send(UNAUTHORIZED);
    extendSession(context, request, reply, session);
    return { status: 'SUCCESS' };
  });

  // Succeeds without a session too: the page only wants to be sure that none is left. The CSRF
  // header keeps a link on another site from signing staff out, although the call is a GET
  // (PROTECTED_GET_PATHS in http/csrf.ts).
  app.get(`${PREVIEW_BASE}/auth/logout`, async (request, reply) => {
    endSession(context, request, reply);
    return { status: 'SUCCESS' };
  });
}
