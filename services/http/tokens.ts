import { createHash, randomBytes } from 'node:crypto';

/** An unguessable token for links and cookies (256 bits, URL-safe). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored hashed, so a copy of the database opens no mailbox link or session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
