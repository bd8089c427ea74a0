import { createHash } from 'node:crypto';
import { closeSync, constants, fstatSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { deserialize, serialize } from 'node:v8';
import { projectRoot } from './paths.ts';

const CACHE_DIR = join(projectRoot, '.storefront', 'parse-cache');

/** Enough for every file of the kit many times over; past it, the oldest written go, a hundred at a time. */
const MAX_ENTRIES = 400;
const PRUNED_AT = MAX_ENTRIES + 100;

/** What this process parsed or read already, the latest last: a long-running command (dev, --watch) reads each unchanged file once. */
const inMemory = new Map<string, unknown>();
const IN_MEMORY_ENTRIES = 64;

/**
 * What a parser makes of a text, kept by the text's hash: a command starts in a fresh process,
 * where a parser's first run is several times slower than its next (its code is not yet
 * optimised), and most files have not changed since the last command. An entry is kept for the
 * parser's package at its installed version, so that another version never reads what this one
 * wrote, and for `context`: whatever else the parse depends on (a file's name its errors quote).
 * Plain data only: the structured clone keeps it exactly, `undefined` included. Every caller in
 * a process gets the same object, so none may change it.
 */
export function cachedParse<T>(parserPackage: string, text: string, parse: () => T, context = ''): T {
  const key = [parserPackage, packageVersion(parserPackage), context, text].join('\0');
  const file = join(CACHE_DIR, createHash('sha256').update(key).digest('hex').slice(0, 32));
  const known = inMemory.get(file) ?? readEntry(file, key);
  const parsed = known === undefined ? parse() : (known as T);
  if (known === undefined) writeEntry(file, { key, parsed });
  remember(file, parsed);
  return parsed;
}

function remember(file: string, parsed: unknown): void {
  inMemory.delete(file);
  inMemory.set(file, parsed);
  if (inMemory.size > IN_MEMORY_ENTRIES) inMemory.delete(inMemory.keys().next().value!);
}

const versions = new Map<string, string>();

function packageVersion(name: string): string {
  const version = versions.get(name) ?? (createRequire(import.meta.url)(`${name}/package.json`) as { version: string }).version;
  versions.set(name, version);
  return version;
}

/** An entry: what it was parsed from, whole, so that an entry under another's name is never taken for it. */
interface Entry {
  key: string;
  parsed: unknown;
}

/** The entry's parse when it was made from `key`; anything else in its place (a pipe, a link, a damaged file) is parsed anew. */
function readEntry(file: string, key: string): unknown {
  let descriptor: number | undefined;
  try {
    // Opened without blocking and without following a link, and read only if a regular file: a pipe would hang the command.
    descriptor = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
    if (!fstatSync(descriptor).isFile()) return undefined;
    const entry = deserialize(readFileSync(descriptor)) as Partial<Entry> | undefined;
    return entry?.key === key ? entry.parsed : undefined;
  } catch {
    return undefined;
  } finally {
    if (descriptor !== undefined) closeSync(descriptor);
  }
}

function writeEntry(file: string, entry: Entry): void {
  try {
    mkdirSync(CACHE_DIR, { recursive: true, mode: 0o700 });
    const written = `${file}.${process.pid}`;
    writeFileSync(written, serialize(entry));
    // Another command may write the same entry at the same time: each writes its own file and renames it.
    renameSync(written, file);
    removeOldest();
  } catch {
    // A folder that cannot be written, or data too deeply nested to clone: the next command parses again.
  }
}

function removeOldest(): void {
  const entries = readdirSync(CACHE_DIR);
  if (entries.length <= PRUNED_AT) return;
  const byAge = entries.map((name) => ({ name, modified: statSync(join(CACHE_DIR, name)).mtimeMs })).sort((a, b) => a.modified - b.modified);
  for (const { name } of byAge.slice(0, entries.length - MAX_ENTRIES)) rmSync(join(CACHE_DIR, name), { force: true });
}
