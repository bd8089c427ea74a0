import type { FastifyRequest } from 'fastify';
import type { SubscriptionStatus } from '../../src/config/country.generated.ts';
import type { Db } from '../db/database.ts';

/** Links a browser to the sign-up it made (not to the address), so psdata can tell that browser how it stands. */
export const SIGNUP_COOKIE = 'newsletterSignup';

/**
 * The status of this browser's own latest sign-up: SUBSCRIBED once its link was confirmed,
 * WAITING_FOR_DOI while the link is still valid. An address signed up elsewhere shows nothing here.
 */
export function newsletterStatusForBrowser(db: Db, request: FastifyRequest, now: Date): SubscriptionStatus | null {
  const browserRef = request.cookies[SIGNUP_COOKIE];
  if (!browserRef) return null;
  const row = db.prepare('SELECT used_at, expires_at FROM doi_tokens WHERE browser_ref = ?').get(browserRef) as
    | { used_at: string | null; expires_at: string }
    | undefined;
  if (!row) return null;
  if (row.used_at) return 'SUBSCRIBED';
  return row.expires_at > now.toISOString() ? 'WAITING_FOR_DOI' : null;
}
