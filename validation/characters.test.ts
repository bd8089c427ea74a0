import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeText, forbiddenCharacters, malformedUtf8 } from './characters.ts';

const bytesOf = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'utf8') : Buffer.from(part))));

/** Byte strings rich in UTF-8 lead bytes, continuation bytes and their edge values. */
const utf8Like = fc.array(
  fc.oneof(fc.integer({ min: 0, max: 255 }), fc.constantFrom(0x80, 0x9f, 0xa0, 0xbf, 0xc2, 0xdf, 0xe0, 0xed, 0xef, 0xf0, 0xf4, 0xf5, 0xc0, 0xff)),
  { maxLength: 24 },
);

describe('malformedUtf8', () => {
  it('finds nothing exactly when a fatal TextDecoder accepts the bytes', () => {
    fc.assert(
      fc.property(utf8Like, (values) => {
        const bytes = Uint8Array.from(values);
        let accepted = true;
        try {
          new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
        } catch {
          accepted = false;
        }
        expect([...malformedUtf8(bytes)].length === 0).toBe(accepted);
      }),
      { numRuns: 3000 },
    );
  });

  it('points at the replacement character the lenient decoding shows for each malformed sequence', () => {
    fc.assert(
      fc.property(utf8Like, (values) => {
        const bytes = Uint8Array.from(values);
        const text = decodeText(bytes);
        for (const { textOffset } of malformedUtf8(bytes)) expect(text[textOffset]).toBe('\uFFFD');
      }),
      { numRuns: 3000 },
    );
  });

  it('reports the first byte of a Latin-1 umlaut, a lone continuation byte and a truncated sequence', () => {
    const bytes = bytesOf('R', [0xfc], 'ck ', [0x80], ' ok ', [0xe2, 0x82]);
    expect([...malformedUtf8(bytes)]).toEqual([
      { byteOffset: 1, textOffset: 1, byte: 0xfc },
      { byteOffset: 5, textOffset: 5, byte: 0x80 },
      { byteOffset: 10, textOffset: 10, byte: 0xe2 },
    ]);
  });

  it('counts a character outside the basic plane as two text positions, as columns do', () => {
    expect([...malformedUtf8(bytesOf('😀', [0x80]))]).toEqual([{ byteOffset: 4, textOffset: 2, byte: 0x80 }]);
  });
});

describe('forbiddenCharacters', () => {
  const messages = (bytes: Uint8Array) => forbiddenCharacters(bytes, decodeText(bytes)).map(({ offset, message }) => `${offset} ${message}`);

  it('refuses C0 controls, DEL and C1 controls, each at its own offset', () => {
    expect(messages(bytesOf('a\u0000b\u0010c\u007fd\u0085e\u009f'))).toEqual([
      '1 control character U+0000; allowed: printable characters, tabs and line breaks',
      '3 control character U+0010; allowed: printable characters, tabs and line breaks',
      '5 control character U+007F; allowed: printable characters, tabs and line breaks',
      '7 control character U+0085; allowed: printable characters, tabs and line breaks',
      '9 control character U+009F; allowed: printable characters, tabs and line breaks',
    ]);
  });

  it('allows tabs, line feeds, carriage returns, a leading byte order mark and any printable text', () => {
    expect(messages(bytesOf('\uFEFFkey:\tvalue\r\nname: Österreich – ç ş 😀\n'))).toEqual([]);
  });

  it('refuses invalid UTF-8 next to control characters, in file order', () => {
    expect(messages(bytesOf('/s', [0x80], '\u0010.html'))).toEqual([
      '2 invalid UTF-8 byte 0x80; allowed: UTF-8 text (save the file as UTF-8)',
      '3 control character U+0010; allowed: printable characters, tabs and line breaks',
    ]);
  });

  it('refuses a CR not followed by LF, which YAML reads as a line break that editors may not show', () => {
    expect(messages(bytesOf('legalAge: 16 # note\rlegalAge: 17\r\n'))).toEqual(['19 line break CR without LF; allowed: LF or CR LF line endings']);
    expect(messages(bytesOf('a\r'))).toEqual(['1 line break CR without LF; allowed: LF or CR LF line endings']);
  });

  it('reports a flood of bad characters by its first twenty and a count of the rest', () => {
    const flood = messages(bytesOf('\u0001'.repeat(5000)));
    expect(flood).toHaveLength(21);
    expect(flood[20]).toBe('20 4980 more control characters or invalid UTF-8 bytes from here on; allowed: printable characters in UTF-8');
  });
});
