import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServicesContext } from '../context.ts';
import { countFailure, usedUp } from '../http/limit.ts';
import { verifyPasswordOfAccount } from '../login/passwords.ts';
import { startSession, type StaffKind } from './staff-sessions.ts';

export interface StaffCredentials {
  username: string;
  password: string;
}

export const staffCredentialsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'password'],
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 40 },
    password: { type: 'string', minLength: 1, maxLength: 1024 },
  },
} as const;

/**
 * Checks staff credentials and starts a session. `limited` means the 429 has already been sent.
 * Shared by the JSON call and the /_dev/staff form, so both count against the same limits.
 */
export async function signInStaff(
  context: ServicesContext,
  request: FastifyRequest,
  reply: FastifyReply,
  { username, password }: StaffCredentials,
): Promise<'signed-in' | 'refused' | 'limited'> {
  if (await usedUp(request, reply, context.limiters.staffSignIn)) return 'limited';
  const user = context.db.prepare('SELECT id, kind, password_hash AS passwordHash FROM staff_users WHERE username = ?').get(username.toLowerCase()) as
    | { id: number; kind: StaffKind; passwordHash: string }
    | undefined;
  const passwordMatches = await verifyPasswordOfAccount(password, user?.passwordHash);
  if (!user || !passwordMatches) {
    await countFailure(request, context.limiters.staffSignIn);
    return 'refused';
  }
  startSession(context, request, reply, user);
  return 'signed-in';
}
