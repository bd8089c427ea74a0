import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../validation/paths.ts';
import { checkOutRevision } from './served-revision.ts';

/** A release whose package-lock.json differs from today's: it still uses @mantine/form. */
const OLDER_RELEASE = '4373eb6';

describe('checkOutRevision', () => {
  const dependenciesCache = mkdtempSync(join(tmpdir(), 'bench-dependencies-test-'));
  afterAll(() => rmSync(dependenciesCache, { recursive: true, force: true }));

  /** Stands in for npm ci: what it "installs" names the checkout's lockfile. */
  const installs: string[] = [];
  const install = (folder: string) => {
    installs.push(folder);
    mkdirSync(join(folder, 'node_modules'));
    writeFileSync(join(folder, 'node_modules', 'installed-from'), readFileSync(join(folder, 'package-lock.json')));
  };

  it("gives a release with another lockfile its own dependencies, says so, and installs them once for every later run", () => {
    const said: string[] = [];
    const options = { install, dependenciesCache, say: (line: string) => said.push(line) };
    for (const run of [1, 2]) {
      const { folder, remove } = checkOutRevision(OLDER_RELEASE, options);
      try {
        expect(readFileSync(join(folder, 'node_modules', 'installed-from'), 'utf8')).toBe(readFileSync(join(folder, 'package-lock.json'), 'utf8'));
        expect(installs, `run ${run}`).toHaveLength(1);
      } finally {
        remove();
      }
    }
    expect(said[0]).toMatch(/^4373eb6: its package-lock\.json differs from this checkout's; installing its own dependencies \(npm ci\), kept in /);
    expect(said[1]).toMatch(/^4373eb6: its package-lock\.json differs from this checkout's; using its own dependencies, installed before/);
  });

  it("lets a release with this checkout's lockfile run with this checkout's node_modules, installing nothing", () => {
    const { folder, remove } = checkOutRevision('HEAD', { install: () => expect.fail('nothing to install'), dependenciesCache });
    try {
      expect(realpathSync(join(folder, 'node_modules'))).toBe(realpathSync(join(projectRoot, 'node_modules')));
    } finally {
      remove();
    }
  });

  it('says in one line that a failed install leaves the release unmeasured, and leaves no worktree behind', () => {
    const worktrees = () => execFileSync('git', ['worktree', 'list'], { cwd: projectRoot, encoding: 'utf8' });
    const before = worktrees();
    const failing = () => {
      throw new Error('npm ci exited 1\nnpm ERR! network');
    };
    expect(() => checkOutRevision(OLDER_RELEASE, { install: failing, dependenciesCache: join(dependenciesCache, 'other'), say: () => undefined })).toThrow(
      /^4373eb6: installing its dependencies failed \(npm ci exited 1\); its figures cannot be taken$/,
    );
    expect(worktrees()).toBe(before);
  });
});
