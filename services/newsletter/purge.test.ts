import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Db } from '../db/database.ts';
import { loadCountries, TestClock } from '../test/test-server.ts';
import { schedulePurge } from './purge.ts';
import { recordSignup } from './subscribers.ts';

const DAY = 24 * 60 * 60 * 1000;
let dataDir: string;
let db: Db;

beforeEach(() => {
  vi.useFakeTimers();
  dataDir = mkdtempSync(join(tmpdir(), 'storefront-purge-'));
  db = openDatabase(dataDir);
});
afterEach(() => {
  vi.useRealTimers();
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const waiting = () => (db.prepare("SELECT COUNT(*) AS count FROM subscribers WHERE status = 'WAITING_FOR_DOI'").get() as { count: number }).count;

describe('the purge schedule', () => {
  it('runs again every day, so a TR sign-up goes once its 14 days are over without a restart', () => {
    const clock = new TestClock(new Date('2026-11-01T00:00:00Z'));
    recordSignup(db, 'TR', { email: 'can@example.com', consents: [], origin: 'onsite', originAddition: 'subsite' }, clock.now());
    const stop = schedulePurge(db, loadCountries(), clock);

    clock.advance(14 * DAY - 1);
    vi.advanceTimersByTime(14 * DAY - 1);
    expect(waiting()).toBe(1);

    clock.advance(DAY);
    vi.advanceTimersByTime(DAY);
    expect(waiting()).toBe(0);
    stop();
  });
});
