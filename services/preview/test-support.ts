import type { HttpClient } from '../test/test-server.ts';
import type { StaffKind } from './staff-sessions.ts';

/** The seeded staff accounts (services/seed/seed.yaml), one of each kind. */
export const STAFF: Record<StaffKind, { username: string; password: string }> = {
  staff: { username: 'qa.staff', password: 'preview-staff' },
  cobra: { username: 'qa.cobra', password: 'preview-cobra' },
};

export function logInStaff(client: HttpClient, credentials: { username: string; password: string }): Promise<Response> {
  return client.request('POST', '/service/preview/api/auth/login', { json: credentials });
}

export function checkAuth(client: HttpClient): Promise<Response> {
  return client.request('GET', '/service/preview/api/auth/checkauth');
}

/** Posts the /_dev/staff form as a browser does. */
export function postStaffForm(client: HttpClient, fields: Record<string, string>, headers: Record<string, string> = {}, { csrfHeader = true } = {}): Promise<Response> {
  const body = new URLSearchParams(fields).toString();
  return client.request('POST', '/_dev/staff', { body, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, csrf: csrfHeader });
}
