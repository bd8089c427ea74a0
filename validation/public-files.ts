import { realpathSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import type { DataFolder } from './data-folders.ts';

/**
 * Whether a path from country data (`/images/x.svg`, or a bare file name) names a regular file
 * inside `root`, once `..` and symbolic links are followed: a data path must not reach a file
 * the bundle does not ship.
 */
export function isFileInside(root: string, path: string): boolean {
  try {
    // The system's own realpath: one call, where Node's walks the path a part at a time.
    const realRoot = realpathSync.native(root);
    const target = realpathSync.native(resolve(realRoot, `./${path}`));
    const inside = relative(realRoot, target);
    return inside !== '' && !isAbsolute(inside) && inside.split(sep)[0] !== '..' && statSync(target).isFile();
  } catch {
    return false;
  }
}

/** The folder every build ships whole, beside the pages: a link in it would ship what it points to. */
export function publicFolder(path: string): DataFolder {
  return { path, instead: 'put a copy of the file there if the shop needs it' };
}
