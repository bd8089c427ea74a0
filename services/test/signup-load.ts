import Database from 'better-sqlite3';
import { join } from 'node:path';
import { DATABASE_FILE } from '../db/database.ts';
import { HttpClient } from './test-server.ts';

export interface LoadResult {
  /** Addresses whose sign-up the server acknowledged (202). */
  acknowledged: string[];
  latenciesMs: number[];
  failures: number;
  elapsedMs: number;
}

/**
 * Signs up unique addresses from `concurrency` clients at once until `total` were sent or
 * `signal` aborts. Bounded in count and time; talks only to the given loopback server.
 */
export async function driveSignups(baseURL: string, options: { concurrency: number; total: number; signal?: AbortSignal; prefix?: string }): Promise<LoadResult> {
  const result: LoadResult = { acknowledged: [], latenciesMs: [], failures: 0, elapsedMs: 0 };
  const started = performance.now();
  let next = 0;
  const worker = async (): Promise<void> => {
    const client = new HttpClient(baseURL);
    while (next < options.total && !options.signal?.aborted) {
      const email = `${options.prefix ?? 'load'}-${next++}@example.com`;
      const sent = performance.now();
      try {
        const response = await client.request('POST', '/service/newsletter/api/internal/newsletter-subscribers', {
          json: { email, consents: [], origin: 'onsite', originAddition: 'subsite' },
          headers: { 'x-api-key': 'dummy' },
        });
        await response.arrayBuffer();
        if (response.status === 202) {
          result.acknowledged.push(email);
          result.latenciesMs.push(performance.now() - sent);
        } else result.failures += 1;
      } catch {
        // A request cut off by a crash was never acknowledged.
        result.failures += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  result.elapsedMs = performance.now() - started;
  return result;
}

/** How many subscriber rows each address has in the database. */
export function storedCounts(dataDir: string, emails: readonly string[]): Map<string, number> {
  const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true });
  try {
    const count = db.prepare('SELECT COUNT(*) AS count FROM subscribers WHERE email = ?');
    return new Map(emails.map((email) => [email, (count.get(email) as { count: number }).count]));
  } finally {
    db.close();
  }
}
