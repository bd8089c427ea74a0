import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bundleFilesOf } from '../../services/http/site-headers.ts';
import { UsageError } from '../../validation/errors.ts';
import { projectRoot } from '../../validation/paths.ts';
import { escapeUnsafe } from '../../validation/shown.ts';

export const MANIFEST_FILE = 'manifest.json';
/** The release record's name is the country folder's with this ending: dist/de.release.json. */
export const RELEASE_RECORD_ENDING = '.release.json';

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
  /** Whether the checkout differs from `commit` (ignored files and build outputs such as dist/ aside), or null outside a git checkout. */
  dirty: boolean | null;
}

/**
 * What ships in the country's folder: the files and the build's time. It reveals nothing the files
 * themselves do not; the commit and the state of the checkout are the release record's.
 */
export interface Manifest extends Pick<BuildRecord, 'builtAt'> {
  files: ManifestFile[];
}

/** What a release engineer keeps of a country's build, beside its folder and never uploaded. */
export interface ReleaseRecord extends BuildRecord {
  code: string;
  /** SHA-256 of the folder's manifest.json, in hex: ties the record to the files it lists. */
  manifestSha256: string;
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

/**
 * What the kit's commands write into the checkout, relative to its root. None is a change to what
 * a release is built from, even where a commit's .gitignore misses it: a worktree's node_modules
 * is a link, which an older `node_modules/` line does not match.
 */
const BUILD_OUTPUTS = ['node_modules', 'dist', 'reports', '.storefront'];

/**
 * Whether files of the checkout, tracked or new, differ from its commit; ignored files and build
 * outputs are left out, and so is `outDir`, the folder this build writes into (`--out-dir`).
 */
export function hasUncommittedChanges(cwd: string = projectRoot, outDir?: string): boolean | null {
  const inCheckout = outDir === undefined ? undefined : relative(cwd, outDir);
  const outputs = inCheckout && !inCheckout.startsWith('..') && !isAbsolute(inCheckout) ? [...BUILD_OUTPUTS, inCheckout] : BUILD_OUTPUTS;
  // Exclusions alone still look at the whole checkout, as a status without a path does.
  const status = gitOutput(['status', '--porcelain', '--', ...outputs.map((output) => `:(exclude)${output}`)], cwd);
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

/** When and from what the release was built, into `outDir`: read once, so every country records the same. */
export function buildRecord(outDir?: string): BuildRecord {
  return { builtAt: buildTime().toISOString(), commit: currentCommit(), dirty: hasUncommittedChanges(projectRoot, outDir) };
}

function describeFile(folder: string, path: string): ManifestFile {
  const content = readFileSync(join(folder, path));
  return { path, size: content.length, gzipSize: gzipSync(content, { level: 9 }).length, sha256: createHash('sha256').update(content).digest('hex') };
}

/** Writes `manifest.json`: every file of the bundle, in path order, with the build's time. */
export function writeManifest(folder: string, { builtAt }: Pick<BuildRecord, 'builtAt'>): Manifest {
  const files = bundleFilesOf(folder)
    .filter((path) => path !== MANIFEST_FILE)
    .map((path) => describeFile(folder, path));
  const manifest = { builtAt, files };
  writeFileSync(join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Writes `<folder>.release.json` beside the country's folder (dist/de.release.json for dist/de/):
 * the commit and whether the checkout was dirty. Outside the folder, it is never uploaded nor
 * served, whatever the host does with dot files; a public file naming the commit would tell an
 * attacker which known bugs the shop runs.
 */
export function writeReleaseRecord(folder: string, code: string, record: BuildRecord): ReleaseRecord {
  const manifestSha256 = createHash('sha256').update(readFileSync(join(folder, MANIFEST_FILE))).digest('hex');
  const release = { code, ...record, manifestSha256 };
  writeFileSync(`${folder}${RELEASE_RECORD_ENDING}`, `${JSON.stringify(release, null, 2)}\n`);
  return release;
}
