import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bundleFilesOf } from '../../services/http/site-headers.ts';
import { UsageError } from '../errors.ts';
import { projectRoot } from '../paths.ts';
import { escapeUnsafe } from '../validation/shown.ts';

export const MANIFEST_FILE = 'manifest.json';

export interface ManifestFile {
  /** From the country's folder, with forward slashes. */
  path: string;
  size: number;
  /** At gzip's level 9, as the build precompresses. */
  gzipSize: number;
  /** SHA-256 of the content, in hex (what `sha256sum` prints). */
  sha256: string;
}

export interface BuildRecord {
  /** ISO 8601, in UTC. */
  builtAt: string;
  /** The checked-out commit, or null outside a git checkout. */
  commit: string | null;
  /** Whether the checkout differs from `commit` (ignored files such as dist/ aside), or null outside a git checkout. */
  dirty: boolean | null;
}

export interface Manifest extends BuildRecord {
  files: ManifestFile[];
}

/** What git prints, or null where there is no git or no checkout: a release from an export still builds. */
function gitOutput(args: readonly string[], cwd: string): string | null {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return null;
  }
}

/** The commit of the project's checkout. */
export function currentCommit(cwd: string = projectRoot): string | null {
  return gitOutput(['rev-parse', 'HEAD'], cwd)?.trim() || null;
}

/** Whether files of the checkout, tracked or new, differ from its commit; git leaves ignored files out. */
export function hasUncommittedChanges(cwd: string = projectRoot): boolean | null {
  const status = gitOutput(['status', '--porcelain'], cwd);
  return status === null ? null : status.trim() !== '';
}

/**
 * SOURCE_DATE_EPOCH's time for a reproducible build, or now when it is unset or empty. A value
 * that is no time stops the build, as the reproducible-builds convention asks: a release that
 * silently took the time of day would not be reproducible.
 */
function buildTime(): Date {
  const epoch = process.env.SOURCE_DATE_EPOCH;
  if (!epoch) return new Date();
  const time = new Date(Number(epoch) * 1000);
  if (!/^\d+$/.test(epoch) || Number.isNaN(time.getTime())) {
    throw new UsageError(`SOURCE_DATE_EPOCH is "${escapeUnsafe(epoch)}"; allowed: whole seconds since 1970-01-01 00:00 UTC, as \`git log -1 --format=%ct\` prints them, or unset for now`);
  }
  return time;
}

/** When and from what the release was built: read once, so every country records the same. */
export function buildRecord(): BuildRecord {
  return { builtAt: buildTime().toISOString(), commit: currentCommit(), dirty: hasUncommittedChanges() };
}

function describeFile(folder: string, path: string): ManifestFile {
  const content = readFileSync(join(folder, path));
  return { path, size: content.length, gzipSize: gzipSync(content, { level: 9 }).length, sha256: createHash('sha256').update(content).digest('hex') };
}

/** Writes `manifest.json`: every file of the bundle, in path order, with the build's time, commit and whether it was dirty. */
export function writeManifest(folder: string, record: BuildRecord): Manifest {
  const files = bundleFilesOf(folder)
    .filter((path) => path !== MANIFEST_FILE)
    .map((path) => describeFile(folder, path));
  const manifest = { ...record, files };
  writeFileSync(join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
