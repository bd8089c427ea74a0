import { describe, expect, it } from 'vitest';
import { foreignEncoding } from './text-encoding.ts';

const text = 'code: AT\n';

describe('foreignEncoding', () => {
  it('names UTF-16 and UTF-32 by their byte order marks', () => {
    expect(foreignEncoding(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]))).toBe('UTF-16 (little-endian)');
    expect(foreignEncoding(Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]))).toBe('UTF-16 (big-endian)');
    expect(foreignEncoding(Buffer.from([0xff, 0xfe, 0x00, 0x00, 0x63, 0, 0, 0]))).toBe('UTF-32 (little-endian)');
    expect(foreignEncoding(Buffer.from([0x00, 0x00, 0xfe, 0xff, 0, 0, 0, 0x63]))).toBe('UTF-32 (big-endian)');
  });

  it('recognises UTF-16 without a byte order mark by the NUL in every other byte', () => {
    expect(foreignEncoding(Buffer.from(text, 'utf16le'))).toBe('UTF-16 (little-endian)');
    expect(foreignEncoding(Buffer.from(text, 'utf16le').swap16())).toBe('UTF-16 (big-endian)');
  });

  it('leaves UTF-8, with or without its byte order mark, and a short or empty file to the UTF-8 checks', () => {
    expect(foreignEncoding(Buffer.from(text))).toBeUndefined();
    expect(foreignEncoding(Buffer.from(`\uFEFF${text}`))).toBeUndefined();
    expect(foreignEncoding(Buffer.from('a\u0000'))).toBeUndefined();
    expect(foreignEncoding(Buffer.alloc(0))).toBeUndefined();
  });
});
