import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CliError } from '../../validation/errors.ts';
import { projectRoot } from '../../validation/paths.ts';

/** A first build of a revision takes some 20 s here, more on a busy machine. */
const READY_WITHIN_MS = 240_000;
const POLL_MS = 500;

export interface ServedRevision {
  /** `HEAD` or the revision as given, for the table and the JSON. */
  label: string;
  /** The shop's home page as the revision serves it, `http://127.0.0.1:41234/` (or …/fr/). */
  home: string;
  close(): Promise<void>;
}

function git(args: readonly string[], cwd = projectRoot): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * Runs `storefront serve` of the checkout in `folder` on a free port, with a fresh database, and
 * resolves with the home page's address once it answers: each revision is built and served by
 * its own code, services included, as it shipped.
 */
async function serveCheckout(folder: string, code: string, label: string): Promise<Omit<ServedRevision, 'close'> & { child: ChildProcess }> {
  const port = await freePort();
  const data = mkdtempSync(join(tmpdir(), 'storefront-bench-data-'));
  const child = spawn(process.execPath, ['bin/storefront.js', 'serve', '--country', code, '--port', String(port), '--data', data], { cwd: folder, stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.once('exit', () => rmSync(data, { recursive: true, force: true }));
  const started = Date.now();
  while (Date.now() - started < READY_WITHIN_MS && child.exitCode === null) {
    // A shop under a path answers / with a redirect to it: the address it lands on is its home.
    const answer = await fetch(`http://127.0.0.1:${port}/`).catch(() => undefined);
    if (answer?.ok) return { label, home: answer.url, child };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  await stop(child);
  throw new CliError(`${label} could not serve ${code}:\n${printed.trim()}`);
}

/** The working tree as it is, uncommitted changes included, served by `storefront serve`. */
export async function serveWorkingTree(code: string): Promise<ServedRevision> {
  const { child, ...served } = await serveCheckout(projectRoot, code, 'working tree');
  return { ...served, close: () => stop(child) };
}

/** Installs the dependencies a checkout's package-lock.json names into its node_modules. */
export type Installer = (folder: string) => void;

const npmCi: Installer = (folder) => {
  // npm's progress goes to stderr, so that a bench's figures on stdout stay as they are.
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: folder, stdio: ['ignore', 2, 2] });
};

export interface CheckOutOptions {
  install?: Installer;
  /** Where each lockfile's dependencies are kept, by its hash: a second run against the same release installs nothing. */
  dependenciesCache?: string;
  say?: (line: string) => void;
}

/**
 * The node_modules a revision runs with: this checkout's when its package-lock.json is the same,
 * else its own, installed once for that lockfile and kept for the next run.
 */
function dependenciesOf(folder: string, revision: string, commit: string, { install = npmCi, dependenciesCache = join(tmpdir(), 'storefront-bench-dependencies'), say = (line) => console.error(line) }: CheckOutOptions): string {
  const lockfile = git(['rev-parse', `${commit}:package-lock.json`]);
  if (lockfile === git(['hash-object', 'package-lock.json'])) return join(projectRoot, 'node_modules');
  const kept = join(dependenciesCache, lockfile, 'node_modules');
  if (existsSync(kept)) {
    say(`${revision}: its package-lock.json differs from this checkout's; using its own dependencies, installed before (${kept})`);
    return kept;
  }
  say(`${revision}: its package-lock.json differs from this checkout's; installing its own dependencies (npm ci), kept in ${kept} for the next run`);
  try {
    install(folder);
  } catch (error) {
    throw new CliError(`${revision}: installing its dependencies failed (${(error as Error).message.split('\n')[0]}); its figures cannot be taken`);
  }
  mkdirSync(dirname(kept), { recursive: true });
  try {
    renameSync(join(folder, 'node_modules'), kept);
  } catch (error) {
    // Another bench installed the same lockfile meanwhile: theirs serves as well.
    if (!existsSync(kept)) throw error;
    rmSync(join(folder, 'node_modules'), { recursive: true, force: true });
  }
  return kept;
}

/**
 * A revision checked out in a temporary worktree, with the dependencies its own lockfile names
 * (dependenciesOf); remove() takes it away.
 */
export function checkOutRevision(revision: string, options: CheckOutOptions = {}): { folder: string; remove: () => void } {
  let commit: string;
  try {
    commit = git(['rev-parse', '--verify', '--quiet', `${revision}^{commit}`]);
  } catch {
    throw new CliError(`--baseline ${revision} names no commit of this repository`);
  }
  const folder = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
  git(['worktree', 'add', '--detach', '--quiet', folder, commit]);
  const remove = () => git(['worktree', 'remove', '--force', folder]);
  try {
    symlinkSync(dependenciesOf(folder, revision, commit, options), join(folder, 'node_modules'));
  } catch (error) {
    remove();
    throw error;
  }
  return { folder, remove };
}

/** A revision checked out as checkOutRevision does, then built and served by its own code. close() stops it and removes the worktree. */
export async function serveRevision(revision: string, code: string): Promise<ServedRevision> {
  const { folder, remove } = checkOutRevision(revision);
  try {
    const { child, ...served } = await serveCheckout(folder, code, revision);
    return {
      ...served,
      async close() {
        await stop(child);
        remove();
      },
    };
  } catch (error) {
    remove();
    throw error;
  }
}
