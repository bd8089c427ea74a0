import type { Db } from '../db/database.ts';

export interface AbTest {
  name: string;
  groups: string[];
}

interface AbTestRow {
  name: string;
  active_from: string;
  active_until: string;
  groups: string;
}

function toTest(row: AbTestRow): AbTest {
  return { name: row.name, groups: JSON.parse(row.groups) as string[] };
}

/** Tests running at `at` (from inclusive, until exclusive). Compared as instants: the stored text may lack milliseconds. */
export function testsActiveAt(db: Db, at: Date): AbTest[] {
  const rows = db.prepare('SELECT name, active_from, active_until, groups FROM ab_tests ORDER BY name').all() as AbTestRow[];
  const time = at.getTime();
  return rows.filter((row) => Date.parse(row.active_from) <= time && time < Date.parse(row.active_until)).map(toTest);
}

export function findTest(db: Db, name: string): AbTest | undefined {
  const row = db.prepare('SELECT name, active_from, active_until, groups FROM ab_tests WHERE name = ?').get(name) as AbTestRow | undefined;
  return row && toTest(row);
}
