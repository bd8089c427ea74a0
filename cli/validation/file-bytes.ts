import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, realpathSync, type Stats } from 'node:fs';
import { dirname, isAbsolute, relative, sep } from 'node:path';
import { displayPath } from '../paths.ts';
import { escapeUnsafe } from './shown.ts';

/**
 * The largest country file read. The shipped files are about 20 KB; a dozen times that leaves
 * room to grow, while parsing, checking and reporting on the largest hostile file stays well under a second.
 */
export const MAX_FILE_BYTES = 256 * 1024;

export type FileBytes = { bytes: Buffer } | { problem: string };

/**
 * A country file's bytes, or why they were not read. The file is opened without blocking and
 * checked through its descriptor, so a named pipe cannot hang the command, a device cannot feed
 * it endless bytes, and a file swapped after a check is still the file checked. A symbolic link
 * is not followed (see symbolicLinkProblem).
 */
export function readFileBytes(path: string): FileBytes {
  const linkedFolder = linkedFolderProblem(path);
  if (linkedFolder) return { problem: linkedFolder };
  const descriptor = openWithoutFollowing(path);
  if (typeof descriptor === 'string') return { problem: descriptor };
  try {
    const stats = fstatSync(descriptor);
    if (!stats.isFile()) return { problem: `this is ${kindOf(stats)}, not a regular file; allowed: a regular file` };
    // Another name of the same file may be anything outside the folder (a copy's .env); git never makes one.
    if (stats.nlink > 1) return { problem: 'this file has other names (a hard link), so it may be a file from outside the folder; allowed: a regular file of its own (copy it), and nothing of it was shown' };
    // One byte more than allowed tells a file that grew past the limit since fstat from one that did not.
    const buffer = Buffer.alloc(MAX_FILE_BYTES + 1);
    let length = 0;
    let read: number;
    do {
      read = readSync(descriptor, buffer, length, buffer.length - length, null);
      length += read;
    } while (read > 0 && length < buffer.length);
    if (Math.max(stats.size, length) > MAX_FILE_BYTES) {
      return { problem: `the file is ${Math.max(stats.size, length)} bytes long; allowed: at most ${MAX_FILE_BYTES} bytes (256 KiB)` };
    }
    return { bytes: buffer.subarray(0, length) };
  } finally {
    closeSync(descriptor);
  }
}

/**
 * A file's folder that is itself a symbolic link (a committed `countries -> /somewhere`) leads
 * wherever it points: refused like a linked file, before anything in it is read.
 */
function linkedFolderProblem(path: string): string | undefined {
  const folder = dirname(path);
  if (!lstatSync(folder, { throwIfNoEntry: false })?.isSymbolicLink()) return undefined;
  return `the folder ${escapeUnsafe(displayPath(folder))}/ is a symbolic link; allowed: a folder of its own, not a link (nothing of what it points to was read)`;
}

/**
 * Opens a file of a data folder for reading, or says why not. O_NOFOLLOW refuses a link as the
 * file is opened, so no check can be raced: a link swapped in after a look is refused all the same.
 */
function openWithoutFollowing(path: string): number | string {
  try {
    return openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOOP') return symbolicLinkProblem(path) ?? 'this is a symbolic link; allowed: a regular file';
    throw error;
  }
}

/**
 * Why a file of the countries folder (a country file, a parent named by extends, order.txt) that is
 * a symbolic link is refused; undefined when it is no link. Every link is refused, wherever it
 * points: one a pull request adds could point at a CI secret (../.env), and the errors about a file
 * quote its lines. Inside the folder a link would only give one country two names; extends shares
 * values without one. The message says where the link leads only as inside or outside the folder,
 * naming the file only when it is inside, and nothing of its content is read.
 */
export function symbolicLinkProblem(path: string): string | undefined {
  if (!lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink()) return undefined;
  const folder = dirname(path);
  const shownFolder = `${escapeUnsafe(displayPath(folder))}/`;
  const inside = targetInside(path, folder);
  const where = inside === undefined ? `a file outside ${shownFolder}` : `${escapeUnsafe(inside)} in ${shownFolder}`;
  return `this is a symbolic link to ${where}; allowed: a regular file, not a link (a link is not followed, so nothing of what it points to was read; to share another country's values, use extends)`;
}

/** Where a link leads, relative to its folder, when that is inside the folder; undefined when outside or nowhere. */
function targetInside(path: string, folder: string): string | undefined {
  try {
    const inside = relative(realpathSync(folder), realpathSync(path));
    return inside !== '' && !isAbsolute(inside) && inside.split(sep)[0] !== '..' ? inside.split(sep).join('/') : undefined;
  } catch {
    return undefined;
  }
}

function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'a folder';
  if (stats.isFIFO()) return 'a named pipe';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  return 'a special file';
}
