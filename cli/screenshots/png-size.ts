import { closeSync, openSync, readSync } from 'node:fs';

export interface PictureSize {
  width: number;
  height: number;
}

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
/** The signature, then the IHDR chunk's length, type, width and height, and the rest of its 13 bytes and CRC. */
const HEADER_BYTES = 33;

/**
 * A PNG file's size as its IHDR header states it, read from its first 33 bytes and nothing more,
 * or why the file is no PNG. What a file claims costs nothing to read; decoding a 40000 × 40000
 * picture would cost gigabytes.
 */
export function pngSize(file: string): PictureSize | { problem: string } {
  const header = Buffer.alloc(HEADER_BYTES);
  let length: number;
  try {
    const descriptor = openSync(file, 'r');
    try {
      length = readSync(descriptor, header, 0, HEADER_BYTES, 0);
    } finally {
      closeSync(descriptor);
    }
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    return { problem: code === 'EISDIR' ? 'it is a folder' : code === 'EACCES' ? 'permission denied' : `it cannot be read (${code ?? 'unknown error'})` };
  }
  if (length < SIGNATURE.length || !header.subarray(0, SIGNATURE.length).equals(SIGNATURE)) return { problem: 'it does not start with the PNG signature' };
  if (length < HEADER_BYTES || header.readUInt32BE(8) !== 13 || header.toString('latin1', 12, 16) !== 'IHDR') return { problem: 'its first chunk is no IHDR header' };
  const size = { width: header.readUInt32BE(16), height: header.readUInt32BE(20) };
  if (size.width === 0 || size.height === 0) return { problem: `its header states a size of ${size.width} × ${size.height} pixels` };
  return size;
}
