import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE, openDatabase } from './database.ts';

const parent = mkdtempSync(join(tmpdir(), 'storefront-database-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe("the services' database", () => {
  it("is readable by its owner alone, its folder, write-ahead log and shared memory included: it holds the login tokens' signing key", () => {
    const dataDir = join(parent, 'data');
    const db = openDatabase(dataDir);
    db.prepare("INSERT OR REPLACE INTO settings (key, value) VALUES ('probe', 'x')").run();
    expect(modeOf(dataDir)).toBe(0o700);
    for (const file of [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`]) expect(modeOf(join(dataDir, file)), file).toBe(0o600);
    db.close();
  });
});
