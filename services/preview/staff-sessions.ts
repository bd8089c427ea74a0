import type { FastifyReply, FastifyRequest } from 'fastify';
import { addMs } from '../clock.ts';
import type { ServicesContext } from '../context.ts';
import { cookieOptions } from '../http/cookies.ts';
import { hashToken, randomToken } from '../http/tokens.ts';

export type StaffKind = 'staff' | 'cobra';

/** Spec §6: the preview panel is for holders of a staff or a cobra auth cookie. */
export const AUTH_COOKIES: Record<StaffKind, string> = { staff: 'staffAuth', cobra: 'cobraAuth' };
/** Readable and secret-free: it only lets a page skip the checkauth call for ordinary shoppers. */
export const STAFF_MARKER_COOKIE = 'previewStaff';
const SESSION_MS = 8 * 60 * 60 * 1000;
const KINDS = Object.keys(AUTH_COOKIES) as StaffKind[];

export interface PreviewState {
  previewDateTime: string | null;
  abTestName: string | null;
  abTestGroup: string | null;
}

export interface StaffSession extends PreviewState {
  token: string;
  kind: StaffKind;
}

function setSessionCookies(request: FastifyRequest, reply: FastifyReply, kind: StaffKind, token: string): void {
  const maxAgeSeconds = SESSION_MS / 1000;
  reply.setCookie(AUTH_COOKIES[kind], token, cookieOptions(request, { httpOnly: true, maxAgeSeconds }));
  reply.setCookie(STAFF_MARKER_COOKIE, '1', cookieOptions(request, { httpOnly: false, maxAgeSeconds }));
}

/** The valid session behind this browser's staff or cobra cookie; a cookie only counts for its own kind of user. */
export function currentSession(context: ServicesContext, request: FastifyRequest): StaffSession | undefined {
  const find = context.db.prepare(
    `SELECT preview_date_time AS previewDateTime, ab_test_name AS abTestName, ab_test_group AS abTestGroup
     FROM staff_sessions JOIN staff_users ON staff_users.id = staff_sessions.staff_user_id
     WHERE token_hash = ? AND kind = ? AND expires_at > ?`,
  );
  for (const kind of KINDS) {
    const token = request.cookies[AUTH_COOKIES[kind]];
    const state = token && (find.get(hashToken(token), kind, context.clock.now().toISOString()) as PreviewState | undefined);
    if (state) return { ...state, token, kind };
  }
  return undefined;
}

/** Ends whatever session this browser holds, in the database and in its cookies. */
export function endSession(context: ServicesContext, request: FastifyRequest, reply: FastifyReply): void {
  const remove = context.db.prepare('DELETE FROM staff_sessions WHERE token_hash = ?');
  for (const name of Object.values(AUTH_COOKIES)) {
    const token = request.cookies[name];
    if (token !== undefined) remove.run(hashToken(token));
  }
  for (const name of [...Object.values(AUTH_COOKIES), STAFF_MARKER_COOKIE]) {
    if (request.cookies[name] !== undefined) reply.clearCookie(name, cookieOptions(request, { httpOnly: name !== STAFF_MARKER_COOKIE }));
  }
}

/** Replaces any session of this browser with a new one for the user (a cookie set after a clear wins). */
export function startSession(context: ServicesContext, request: FastifyRequest, reply: FastifyReply, user: { id: number; kind: StaffKind }): void {
  const now = context.clock.now();
  const token = randomToken();
  endSession(context, request, reply);
  context.db.prepare('DELETE FROM staff_sessions WHERE expires_at <= ?').run(now.toISOString());
  context.db
    .prepare('INSERT INTO staff_sessions (token_hash, staff_user_id, expires_at) VALUES (?, ?, ?)')
    .run(hashToken(token), user.id, addMs(now, SESSION_MS).toISOString());
  setSessionCookies(request, reply, user.kind, token);
}

/** Another 8 hours from now; the page calls this every 5 minutes while open (spec §9). */
export function extendSession(context: ServicesContext, request: FastifyRequest, reply: FastifyReply, session: StaffSession): void {
  const expiresAt = addMs(context.clock.now(), SESSION_MS).toISOString();
  context.db.prepare('UPDATE staff_sessions SET expires_at = ? WHERE token_hash = ?').run(expiresAt, hashToken(session.token));
  setSessionCookies(request, reply, session.kind, session.token);
}

export function savePreviewState(context: ServicesContext, session: StaffSession, state: PreviewState): void {
  context.db
    .prepare('UPDATE staff_sessions SET preview_date_time = ?, ab_test_name = ?, ab_test_group = ? WHERE token_hash = ?')
    .run(state.previewDateTime, state.abTestName, state.abTestGroup, hashToken(session.token));
}
