import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bundleFilesOf } from '../../services/http/site-headers.ts';
import { projectRoot } from '../paths.ts';

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
}

export interface Manifest extends BuildRecord {
  files: ManifestFile[];
}

/** The commit of the project's checkout; a release from an export or without git still builds. */
export function currentCommit(cwd: string = projectRoot): string | null {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null;
  } catch {
    return null;
  }
}

/** Now, or SOURCE_DATE_EPOCH for a reproducible build (the usual convention of build tools). */
export function buildRecord(): BuildRecord {
  const epoch = process.env.SOURCE_DATE_EPOCH;
  const builtAt = epoch && /^\d+$/.test(epoch) ? new Date(Number(epoch) * 1000) : new Date();
  return { builtAt: builtAt.toISOString(), commit: currentCommit() };
}

function describeFile(folder: string, path: string): ManifestFile {
  const content = readFileSync(join(folder, path));
  return { path, size: content.length, gzipSize: gzipSync(content, { level: 9 }).length, sha256: createHash('sha256').update(content).digest('hex') };
}

/** Writes `manifest.json`: every file of the bundle, in path order, with the build's time and commit. */
export function writeManifest(folder: string, record: BuildRecord): Manifest {
  const files = bundleFilesOf(folder)
    .filter((path) => path !== MANIFEST_FILE)
    .map((path) => describeFile(folder, path));
  const manifest = { ...record, files };
  writeFileSync(join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
