import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';

/**
 * The largest country file read. The shipped files are about 20 KB; a dozen times that leaves
 * room to grow, while parsing, checking and reporting on the largest hostile file stays well under a second.
 */
export const MAX_FILE_BYTES = 256 * 1024;

export type FileBytes = { bytes: Buffer } | { problem: string };

/**
 * A country file's bytes, or why they were not read. The file is opened without blocking and
 * checked through its descriptor, so a named pipe cannot hang the command, a link to a device
 * cannot feed it endless bytes, and a file swapped after a check is still the file checked.
 */
export function readFileBytes(path: string): FileBytes {
  const descriptor = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const stats = fstatSync(descriptor);
    if (!stats.isFile()) return { problem: `this is ${kindOf(stats)}, not a regular file; allowed: a regular file` };
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

function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'a folder';
  if (stats.isFIFO()) return 'a named pipe';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  return 'a special file';
}
