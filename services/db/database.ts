import { chmodSync, closeSync, constants, existsSync, lstatSync, mkdirSync, openSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { CliError } from '../../validation/errors.ts';
import { MIGRATIONS } from './migrations.ts';

export type Db = Database.Database;

export const DATABASE_FILE = 'data.sqlite';

/**
 * Opens (creating if needed) the services' database in `dataDir` and brings its schema up to date.
 * It holds the key that signs login tokens and the confirmation links: the folder and the file are
 * the owner's alone (SQLite gives its -wal and -shm files the database file's mode).
 */
export function openDatabase(dataDir: string): Db {
  ownFolder(dataDir);
  const file = join(dataDir, DATABASE_FILE);
  ownFile(file);
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
  } catch (error) {
    db.close();
    throw (error as { code?: string }).code === 'SQLITE_NOTADB' ? new CliError(`${file} is not a database of the services; move it away, or give another --data folder`) : error;
  }
  // In WAL mode NORMAL loses no committed transaction when the process dies; only a power cut can.
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

/**
 * The folder, made or taken as the services' own: one that others may write to (/tmp, say) is
 * refused, as anyone could put a file of theirs in the database's place; one that others may only
 * read is closed to them.
 */
function ownFolder(dataDir: string): void {
  makeFolder(dataDir);
  if (lstatSync(dataDir).mode & 0o022) throw new CliError(`${dataDir} may be written by others: give the services a folder of their own, which they keep to their owner (0700)`);
  chmodSync(dataDir, 0o700);
}

/**
 * Makes the folder and those missing above it, one at a time: Node's own recursive mkdir never
 * returns where the system refuses with ENOENT (a folder under /proc). What refuses is said in one line.
 */
function makeFolder(folder: string): void {
  if (existsSync(folder)) return;
  makeFolder(dirname(folder));
  try {
    mkdirSync(folder, { mode: 0o700 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw new CliError(`cannot make the data folder ${folder}: ${(error as NodeJS.ErrnoException).code}`);
  }
}

/** The database file, made if needed, never through a link: the services would change and write whatever it points to. */
function ownFile(file: string): void {
  if (lstatSync(file, { throwIfNoEntry: false })?.isSymbolicLink()) throw new CliError(`${file} is a link; the database must be a file of its own`);
  closeSync(openSync(file, constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_NOFOLLOW, 0o600));
  chmodSync(file, 0o600);
}

function migrate(db: Db): void {
  const applied = db.pragma('user_version', { simple: true }) as number;
  for (const [index, sql] of MIGRATIONS.entries()) {
    if (index < applied) continue;
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${index + 1}`);
    })();
  }
}
