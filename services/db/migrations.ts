/**
 * Schema changes in order; `PRAGMA user_version` records how many have run. Append, never edit:
 * a database in use has already run the earlier steps.
 */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);

  CREATE TABLE customers (
    id INTEGER PRIMARY KEY,
    country TEXT NOT NULL,
    email TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    salutation TEXT,
    first_name TEXT,
    last_name TEXT,
    consents TEXT NOT NULL DEFAULT '[]',
    UNIQUE (country, email)
  );

  CREATE TABLE subscribers (
    id INTEGER PRIMARY KEY,
    country TEXT NOT NULL,
    email TEXT NOT NULL,
    salutation TEXT,
    first_name TEXT,
    last_name TEXT,
    consents TEXT NOT NULL DEFAULT '[]',
    origin TEXT NOT NULL,
    origin_addition TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('WAITING_FOR_DOI', 'SUBSCRIBED')),
    created_at TEXT NOT NULL,
    confirmed_at TEXT,
    UNIQUE (country, email)
  );

  CREATE TABLE doi_tokens (
    id INTEGER PRIMARY KEY,
    token_hash TEXT NOT NULL UNIQUE,
    subscriber_id INTEGER NOT NULL REFERENCES subscribers (id) ON DELETE CASCADE,
    browser_ref TEXT NOT NULL UNIQUE,
    -- What this sign-up asked for; it reaches the subscriber only once the address owner confirms.
    payload TEXT NOT NULL,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    used_at TEXT
  );
  CREATE INDEX doi_tokens_by_subscriber ON doi_tokens (subscriber_id);

  CREATE TABLE outbox (
    id INTEGER PRIMARY KEY,
    country TEXT NOT NULL,
    recipient TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    link TEXT NOT NULL,
    created_at TEXT NOT NULL
  );

  CREATE TABLE staff_users (
    id INTEGER PRIMARY KEY,
    username TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('staff', 'cobra'))
  );

  CREATE TABLE staff_sessions (
    token_hash TEXT PRIMARY KEY,
    staff_user_id INTEGER NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
    expires_at TEXT NOT NULL,
    preview_date_time TEXT,
    ab_test_name TEXT,
    ab_test_group TEXT
  );

  CREATE TABLE ab_tests (
    name TEXT PRIMARY KEY,
    active_from TEXT NOT NULL,
    active_until TEXT NOT NULL,
    groups TEXT NOT NULL
  );

  CREATE TABLE promotions (
    country TEXT PRIMARY KEY,
    content_json TEXT NOT NULL
  );
  `,
  // Remembers a browser's customer for a year, so the login page can offer the known address.
  `
  CREATE TABLE long_term_tokens (
    token_hash TEXT PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    expires_at TEXT NOT NULL
  );
  CREATE INDEX long_term_tokens_by_customer ON long_term_tokens (customer_id);
  `,
  // A renewed login token is revoked; its id is kept until it would have expired anyway.
  `
  CREATE TABLE revoked_login_tokens (
    jti TEXT PRIMARY KEY,
    revoked_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  `,
  // Mail is written in the shop's language: its tag, and the link's own text and what follows it,
  // so the mailbox can show the mail as its reader sees it. Earlier mail was English throughout.
  `
  ALTER TABLE outbox ADD COLUMN lang TEXT NOT NULL DEFAULT 'en';
  ALTER TABLE outbox ADD COLUMN link_text TEXT NOT NULL DEFAULT 'Confirm your sign-up';
  ALTER TABLE outbox ADD COLUMN after_link TEXT NOT NULL DEFAULT '';
  `,
];
