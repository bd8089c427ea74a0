import type { Db } from '../db/database.ts';
import { addMs, DAY_MS } from '../clock.ts';
import { hashToken, randomToken } from '../http/tokens.ts';
import type { CreateSubscriberBody, PersonFields } from './schemas.ts';

/** How long a confirmation link works. */
export const DOI_LINK_TTL_MS = 7 * DAY_MS;
/**
 * How long a confirmed link may still read and change the subscription: long enough for the
 * confirmation page to offer a profile update, short enough that an old mail opens nothing.
 */
export const AFTER_CONFIRMATION_MS = 60 * 60 * 1000;

export interface SubscriberView {
  email: string;
  salutation: string | null;
  firstName: string | null;
  lastName: string | null;
  consents: string[];
  status: 'WAITING_FOR_DOI' | 'SUBSCRIBED';
}

interface SubscriberRow {
  id: number;
  email: string;
  salutation: string | null;
  first_name: string | null;
  last_name: string | null;
  consents: string;
  status: SubscriberView['status'];
}

interface TokenRow {
  id: number;
  subscriber_id: number;
  payload: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export type TokenLookup = { state: 'valid'; token: TokenRow } | { state: 'unknown' | 'expired' | 'used' };

function toView(row: SubscriberRow): SubscriberView {
  return {
    email: row.email,
    salutation: row.salutation,
    firstName: row.first_name,
    lastName: row.last_name,
    consents: JSON.parse(row.consents) as string[],
    status: row.status,
  };
}

/** Empty names and salutation are stored as absent, as the spec's payload omits them. */
function present(value: string | undefined): string | null {
  return value?.trim() ? value.trim() : null;
}

export interface NewSignup {
  /** The secret for the confirmation link; only its hash is stored. */
  token: string;
  /** The cookie value that lets this browser ask how its sign-up stands. */
  browserRef: string;
}

/**
 * Records a sign-up. A known address gets no second subscriber row and keeps its data: what this
 * sign-up asked for waits with its token until the owner of the address confirms it.
 */
export function recordSignup(db: Db, country: string, body: CreateSubscriberBody, now: Date): NewSignup {
  const email = body.email.trim().toLowerCase();
  const token = randomToken();
  const browserRef = randomToken();
  db.transaction(() => {
    db.prepare(
      `INSERT INTO subscribers (country, email, salutation, first_name, last_name, consents, origin, origin_addition, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'WAITING_FOR_DOI', ?) ON CONFLICT (country, email) DO NOTHING`,
    ).run(country, email, present(body.salutation), present(body.firstName), present(body.lastName), JSON.stringify(body.consents), body.origin, body.originAddition, now.toISOString());
    const { id } = db.prepare('SELECT id FROM subscribers WHERE country = ? AND email = ?').get(country, email) as { id: number };
    db.prepare('INSERT INTO doi_tokens (token_hash, subscriber_id, browser_ref, payload, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      hashToken(token),
      id,
      browserRef,
      JSON.stringify(body),
      now.toISOString(),
      addMs(now, DOI_LINK_TTL_MS).toISOString(),
    );
  })();
  return { token, browserRef };
}

/** A token of a sign-up to `country`'s shop: another shop's, on the same database, is unknown here. */
export function lookUpToken(db: Db, country: string, token: string, now: Date): TokenLookup {
  const row = db
    .prepare(
      'SELECT t.id, t.subscriber_id, t.payload, t.created_at, t.expires_at, t.used_at FROM doi_tokens t JOIN subscribers s ON s.id = t.subscriber_id WHERE t.token_hash = ? AND s.country = ?',
    )
    .get(hashToken(token), country) as TokenRow | undefined;
  if (!row) return { state: 'unknown' };
  if (row.expires_at <= now.toISOString()) return { state: 'expired' };
  return { state: 'valid', token: row };
}

/** When the subscription was last confirmed, through any of its tokens. */
function lastConfirmation(db: Db, subscriberId: number): string | undefined {
  const row = db.prepare('SELECT MAX(used_at) AS confirmedAt FROM doi_tokens WHERE subscriber_id = ?').get(subscriberId) as { confirmedAt: string | null };
  return row.confirmedAt ?? undefined;
}

/** Whether the token was mailed before the subscription's last confirmation, which ends what it may do. */
function mailedBeforeConfirmation(db: Db, token: TokenRow): { confirmedAt: Date } | undefined {
  const confirmedAt = lastConfirmation(db, token.subscriber_id);
  return confirmedAt !== undefined && token.created_at <= confirmedAt ? { confirmedAt: new Date(confirmedAt) } : undefined;
}

/**
 * The token as a key to its subscription (read, update): while its link has not expired, and,
 * for every token mailed before the subscription was confirmed (a second sign-up's spare link
 * too), until AFTER_CONFIRMATION_MS after that confirmation.
 */
export function lookUpSubscriptionToken(db: Db, country: string, token: string, now: Date): TokenLookup {
  const lookup = lookUpToken(db, country, token, now);
  if (lookup.state !== 'valid') return lookup;
  const confirmed = mailedBeforeConfirmation(db, lookup.token);
  return confirmed && addMs(confirmed.confirmedAt, AFTER_CONFIRMATION_MS) <= now ? { state: 'used' } : lookup;
}

export function subscriberView(db: Db, subscriberId: number): SubscriberView {
  return toView(db.prepare('SELECT * FROM subscribers WHERE id = ?').get(subscriberId) as SubscriberRow);
}

function applyPersonFields(db: Db, subscriberId: number, fields: PersonFields): void {
  const columns: Array<[string, unknown]> = [];
  if ('salutation' in fields) columns.push(['salutation', present(fields.salutation)]);
  if ('firstName' in fields) columns.push(['first_name', present(fields.firstName)]);
  if ('lastName' in fields) columns.push(['last_name', present(fields.lastName)]);
  if (fields.consents) columns.push(['consents', JSON.stringify(fields.consents)]);
  if (columns.length === 0) return;
  const assignments = columns.map(([column]) => `${column} = ?`).join(', ');
  db.prepare(`UPDATE subscribers SET ${assignments} WHERE id = ?`).run(...columns.map(([, value]) => value), subscriberId);
}

/**
 * Double opt-in: the link works once, and only then does the sign-up's data reach the subscriber.
 * A link mailed before the subscription was confirmed cannot confirm it again.
 */
export function confirmSignup(db: Db, country: string, token: string, now: Date): TokenLookup {
  const lookup = lookUpToken(db, country, token, now);
  if (lookup.state !== 'valid') return lookup;
  if (mailedBeforeConfirmation(db, lookup.token)) return { state: 'used' };
  db.transaction(() => {
    const payload = JSON.parse(lookup.token.payload) as CreateSubscriberBody;
    applyPersonFields(db, lookup.token.subscriber_id, payload);
    db.prepare("UPDATE subscribers SET status = 'SUBSCRIBED', confirmed_at = COALESCE(confirmed_at, ?) WHERE id = ?").run(now.toISOString(), lookup.token.subscriber_id);
    db.prepare('UPDATE doi_tokens SET used_at = ? WHERE id = ?').run(now.toISOString(), lookup.token.id);
  })();
  return lookup;
}

export function updateSubscriber(db: Db, subscriberId: number, fields: PersonFields): void {
  applyPersonFields(db, subscriberId, fields);
}
