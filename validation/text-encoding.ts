/** The byte order marks of the encodings an editor may save in instead of UTF-8; UTF-32's first, as UTF-32 LE starts with UTF-16 LE's. */
const BYTE_ORDER_MARKS: Array<[string, number[]]> = [
  ['UTF-32 (big-endian)', [0x00, 0x00, 0xfe, 0xff]],
  ['UTF-32 (little-endian)', [0xff, 0xfe, 0x00, 0x00]],
  ['UTF-16 (big-endian)', [0xfe, 0xff]],
  ['UTF-16 (little-endian)', [0xff, 0xfe]],
];

/**
 * The encoding of a file that is clearly not UTF-8: a UTF-16 or UTF-32 byte order mark, or
 * UTF-16 without one (a NUL in every other byte of its ASCII start). Read as UTF-8, such a file
 * gives a score of errors that all have one cause.
 */
export function foreignEncoding(bytes: Uint8Array): string | undefined {
  const marked = BYTE_ORDER_MARKS.find(([, mark]) => mark.every((byte, index) => bytes[index] === byte));
  if (marked) return marked[0];
  const start = [...bytes.subarray(0, 4)];
  if (start.length < 4) return undefined;
  const zeroAt = (parity: number) => start.every((byte, index) => (index % 2 === parity) === (byte === 0));
  if (zeroAt(1)) return 'UTF-16 (little-endian)';
  if (zeroAt(0)) return 'UTF-16 (big-endian)';
  return undefined;
}
