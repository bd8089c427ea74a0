import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { projectRoot } from '../../validation/paths.ts';

/**
 * A copy of the kit's tracked files in a temporary folder, sharing node_modules, for tests that
 * change the data the way a user would (new files, new locales) without touching the checkout.
 */
export function scratchCopy(prefix: string): string {
  const copy = mkdtempSync(join(tmpdir(), prefix));
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: projectRoot, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of tracked) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    copyFileSync(join(projectRoot, file), join(copy, file));
  }
  symlinkSync(join(projectRoot, 'node_modules'), join(copy, 'node_modules'), 'dir');
  return copy;
}
