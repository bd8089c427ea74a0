import type { CountryConfig } from '../../src/config/country.generated.ts';
import { DAY_MS, type Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';

/**
 * Deletes sign-ups never confirmed within the period a country sets (TR: 14 days, spec §9),
 * counted from the address's latest sign-up. Returns how many subscribers were deleted.
 */
export function purgeUnconfirmed(db: Db, countries: readonly CountryConfig[], now: Date): number {
  const purge = db.prepare(
    `DELETE FROM subscribers WHERE country = ? AND status = 'WAITING_FOR_DOI'
     AND NOT EXISTS (SELECT 1 FROM doi_tokens WHERE doi_tokens.subscriber_id = subscribers.id AND doi_tokens.created_at > ?)`,
  );
  let deleted = 0;
  for (const country of countries) {
    const days = country.business.unconfirmedSignupDeletionDays;
    if (days === undefined) continue;
    deleted += purge.run(country.code, new Date(now.getTime() - days * DAY_MS).toISOString()).changes;
  }
  return deleted;
}

/** Purges now and then once a day; the returned function stops the schedule. */
export function schedulePurge(db: Db, countries: readonly CountryConfig[], clock: Clock): () => void {
  purgeUnconfirmed(db, countries, clock.now());
  const timer = setInterval(() => purgeUnconfirmed(db, countries, clock.now()), DAY_MS);
  // The schedule alone must not keep a finished process alive.
  timer.unref();
  return () => clearInterval(timer);
}
