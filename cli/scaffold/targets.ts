import { existsSync, statSync } from 'node:fs';
import { CliError } from '../../validation/errors.ts';
import { displayPath } from '../../validation/paths.ts';
import { escapeUnsafe } from '../../validation/shown.ts';

/**
 * Refuses, before anything is written, a path new-country writes or relies on as a file when
 * something else is there: existsSync alone takes a folder named index.ts for a written locale.
 */
export function requireFileOrNothing(paths: readonly string[]): void {
  const blocked = paths.find((path) => existsSync(path) && !statSync(path).isFile());
  if (blocked) throw new CliError(`${escapeUnsafe(displayPath(blocked))} is a folder or other non-file, where the new country needs a file; allowed: a file or nothing there (move it away and run new-country again); nothing was written`);
}
