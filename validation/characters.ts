import type { TextProblem } from './diagnostic.ts';
import { codePoint } from './unsafe-characters.ts';

export interface MalformedSequence {
  byteOffset: number;
  /** Where the decoded text shows this sequence as U+FFFD. */
  textOffset: number;
  /** The sequence's first byte: for a file saved as Latin-1, the accented letter itself. */
  byte: number;
}

/** Enough to find and fix the first ones; a file full of them needs re-saving, not a list of every one. */
const MAX_LISTED = 20;

// C0 controls but tab, LF and CR; DEL; C1 controls. A byte order mark (U+FEFF) is none of them.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * A CR not followed by LF: YAML reads it as a line break, editors and this tool's line numbers
 * may not, so a line after it can hide behind a comment.
 */
const LONE_CR = /\r(?!\n)/;

const FORBIDDEN_RAW = new RegExp(`${CONTROL_CHARACTER.source}|${LONE_CR.source}`, 'g');

/** Whether the check of a file's characters refuses this character wherever it stands raw. */
export function isRawControl(character: string): boolean {
  return CONTROL_CHARACTER.test(character);
}

/** The text as an editor shows it: every malformed sequence becomes one U+FFFD, and a byte order mark stays. */
export function decodeText(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
}

/** Control characters and invalid UTF-8, in file order: the first twenty, then how many more follow. */
export function forbiddenCharacters(bytes: Uint8Array, text: string): TextProblem[] {
  const problems: TextProblem[] = [];
  let unlisted = 0;
  let firstUnlisted = 0;
  for (const problem of inFileOrder(malformedProblems(bytes, text), controlProblems(text))) {
    if (problems.length < MAX_LISTED) problems.push(problem);
    else if (unlisted++ === 0) firstUnlisted = problem.offset;
  }
  if (unlisted > 0) {
    problems.push({
      offset: firstUnlisted,
      message: `${unlisted} more control characters or invalid UTF-8 bytes from here on; allowed: printable characters in UTF-8`,
    });
  }
  return problems;
}

function* controlProblems(text: string): Generator<TextProblem> {
  for (const match of text.matchAll(FORBIDDEN_RAW)) {
    if (match[0] === '\r') {
      yield { offset: match.index, message: 'line break CR without LF; allowed: LF or CR LF line endings' };
      continue;
    }
    yield { offset: match.index, message: `control character ${codePoint(match[0])}; allowed: printable characters, tabs and line breaks` };
  }
}

/** What is wrong with a byte that starts no UTF-8 sequence, and what to do. */
export function invalidByteMessage(byte: number): string {
  return `invalid UTF-8 byte 0x${byte.toString(16).toUpperCase().padStart(2, '0')}; allowed: UTF-8 text (save the file as UTF-8)`;
}

function* malformedProblems(bytes: Uint8Array, text: string): Generator<TextProblem> {
  // The decoder shows each malformed sequence as U+FFFD: a text without one has none to look for.
  if (!text.includes('\uFFFD')) return;
  for (const { textOffset, byte } of malformedUtf8(bytes)) yield { offset: textOffset, message: invalidByteMessage(byte) };
}

function* inFileOrder(a: Generator<TextProblem>, b: Generator<TextProblem>): Generator<TextProblem> {
  let nextA = a.next();
  let nextB = b.next();
  while (!nextA.done || !nextB.done) {
    if (nextB.done || (!nextA.done && nextA.value.offset <= nextB.value.offset)) {
      yield nextA.value!;
      nextA = a.next();
    } else {
      yield nextB.value;
      nextB = b.next();
    }
  }
}

/**
 * Every malformed sequence, found the way the WHATWG decoder behind `TextDecoder` finds them: a
 * sequence ends at the first byte that cannot continue it, and that byte starts the next one.
 */
export function* malformedUtf8(bytes: Uint8Array): Generator<MalformedSequence> {
  let textOffset = 0;
  let index = 0;
  while (index < bytes.length) {
    const lead = bytes[index]!;
    const expected = continuationOf(lead);
    let length = 1;
    while (expected && length <= expected.count) {
      const byte = bytes[index + length];
      const [low, high] = length === 1 ? expected.firstRange : [0x80, 0xbf];
      if (byte === undefined || byte < low || byte > high) break;
      length += 1;
    }
    const valid = lead < 0x80 || (expected !== undefined && length === expected.count + 1);
    if (!valid) yield { byteOffset: index, textOffset, byte: lead };
    // A character beyond U+FFFF takes two UTF-16 positions, as it does in an editor's column count.
    textOffset += valid && length === 4 ? 2 : 1;
    index += length;
  }
}

/** How many continuation bytes a lead byte needs, and the range the first must fall in (no overlongs, no surrogates). */
function continuationOf(lead: number): { count: number; firstRange: [number, number] } | undefined {
  if (lead >= 0xc2 && lead <= 0xdf) return { count: 1, firstRange: [0x80, 0xbf] };
  if (lead === 0xe0) return { count: 2, firstRange: [0xa0, 0xbf] };
  if (lead === 0xed) return { count: 2, firstRange: [0x80, 0x9f] };
  if (lead >= 0xe1 && lead <= 0xef) return { count: 2, firstRange: [0x80, 0xbf] };
  if (lead === 0xf0) return { count: 3, firstRange: [0x90, 0xbf] };
  if (lead === 0xf4) return { count: 3, firstRange: [0x80, 0x8f] };
  if (lead >= 0xf1 && lead <= 0xf3) return { count: 3, firstRange: [0x80, 0xbf] };
  return undefined;
}
