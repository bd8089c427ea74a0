import { closeSync, constants, fstatSync, openSync, readSync, writeFileSync } from 'node:fs';
import { decodeText } from './characters.ts';
import { countriesFolderOf, kindOf, linkProblem, RefusedFile, symbolicLinkProblem, type DataFolder } from './data-folders.ts';

/**
 * The largest data file read (a country file, a locale's, a schema). The shipped country files are
 * about 20 KB; a dozen times that leaves room to grow, while parsing, checking and reporting on the
 * largest hostile file stays well under a second.
 */
export const MAX_FILE_BYTES = 256 * 1024;

export type FileBytes = { bytes: Buffer } | { problem: string };

/**
 * A data file's bytes, or why they were not read. The file is opened without blocking and
 * checked through its descriptor, so a named pipe cannot hang the command, a device cannot feed
 * it endless bytes, and a file swapped after a check is still the file checked. A symbolic link,
 * or a linked folder on the way from its data folder, is not followed (see data-folders.ts).
 */
export function readFileBytes(path: string, folder: DataFolder = countriesFolderOf(path), maxBytes = MAX_FILE_BYTES): FileBytes {
  const link = linkProblem(path, folder);
  if (link) return { problem: link };
  const descriptor = openWithoutFollowing(path, constants.O_RDONLY | constants.O_NONBLOCK, folder);
  if (typeof descriptor === 'string') return { problem: descriptor };
  try {
    const stats = fstatSync(descriptor);
    if (!stats.isFile()) return { problem: `this is ${kindOf(stats)}, not a regular file; allowed: a regular file` };
    // Another name of the same file may be anything outside the folder (a copy's .env); git never makes one.
    if (stats.nlink > 1) return { problem: 'this file has other names (a hard link), so it may be a file from outside the folder; allowed: a regular file of its own (copy it), and nothing of it was shown' };
    // One byte more than allowed tells a file that grew past the limit since fstat from one that did not.
    const buffer = Buffer.alloc(maxBytes + 1);
    let length = 0;
    let read: number;
    do {
      read = readSync(descriptor, buffer, length, buffer.length - length, null);
      length += read;
    } while (read > 0 && length < buffer.length);
    if (Math.max(stats.size, length) > maxBytes) {
      return { problem: `the file is ${Math.max(stats.size, length)} bytes long; allowed: at most ${maxBytes} bytes (${maxBytes / 1024} KiB)` };
    }
    return { bytes: buffer.subarray(0, length) };
  } finally {
    closeSync(descriptor);
  }
}

/** A data file's text, as an editor shows it; one refused unread stops the command at it. */
export function readDataText(path: string, folder: DataFolder, maxBytes = MAX_FILE_BYTES): string {
  const read = readFileBytes(path, folder, maxBytes);
  if ('problem' in read) throw new RefusedFile(path, read.problem);
  return decodeText(read.bytes);
}

/**
 * Writes a file of a data folder, never through a link: a link in its place, or a linked folder on
 * the way, stops the command at it with nothing written there.
 */
export function writeDataFile(path: string, folder: DataFolder, text: string): void {
  const link = linkProblem(path, folder);
  if (link) throw new RefusedFile(path, link);
  const descriptor = openWithoutFollowing(path, constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC, folder);
  if (typeof descriptor === 'string') throw new RefusedFile(path, descriptor);
  try {
    writeFileSync(descriptor, text);
  } finally {
    closeSync(descriptor);
  }
}

/**
 * Opens a file of a data folder, or says why not. O_NOFOLLOW refuses a link as the file is opened,
 * so no check can be raced: a link swapped in after a look is refused all the same.
 */
function openWithoutFollowing(path: string, flags: number, folder: DataFolder): number | string {
  try {
    return openSync(path, flags | constants.O_NOFOLLOW, 0o666);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOOP') return symbolicLinkProblem(path, folder) ?? 'this is a symbolic link; allowed: a regular file';
    throw error;
  }
}
