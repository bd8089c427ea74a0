import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chmodSync as chmod } from 'node:fs';
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

  it('takes a folder that exists as its own: readable by its owner alone from then on', () => {
    const dataDir = join(parent, 'existing');
    mkdirSync(dataDir, { mode: 0o755 });
    openDatabase(dataDir).close();
    expect(modeOf(dataDir)).toBe(0o700);
  });

  it('refuses a folder others may write to, whose files anyone could swap, and leaves it as it was', () => {
    const shared = join(parent, 'shared');
    mkdirSync(shared);
    chmod(shared, 0o777);
    expect(() => openDatabase(shared)).toThrow(`${shared} may be written by others: give the services a folder of their own`);
    expect(modeOf(shared)).toBe(0o777);
  });

  it('refuses a database file that is a link, and neither changes nor writes what it points to', () => {
    const dataDir = join(parent, 'linked');
    mkdirSync(dataDir, { mode: 0o700 });
    const precious = join(parent, 'precious.txt');
    writeFileSync(precious, 'precious', { mode: 0o644 });
    symlinkSync(precious, join(dataDir, DATABASE_FILE));
    expect(() => openDatabase(dataDir)).toThrow(`${join(dataDir, DATABASE_FILE)} is a link; the database must be a file of its own`);
    expect(modeOf(precious)).toBe(0o644);
    expect(readFileSync(precious, 'utf8')).toBe('precious');
  });

  it('says in one line that a file is not a database, rather than failing deep inside SQLite', () => {
    const dataDir = join(parent, 'not-a-database');
    mkdirSync(dataDir, { mode: 0o700 });
    writeFileSync(join(dataDir, DATABASE_FILE), 'x'.repeat(4096), { mode: 0o600 });
    expect(() => openDatabase(dataDir)).toThrow(`${join(dataDir, DATABASE_FILE)} is not a database of the services`);
  });

  it('says in one line where the system refuses to make its folder, rather than waiting for ever', () => {
    expect(() => openDatabase('/proc/storefront-data/db')).toThrow('cannot make the data folder /proc/storefront-data: ENOENT');
  });
});
