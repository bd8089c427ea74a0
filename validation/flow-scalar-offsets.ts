import { Decoded, splitAtBreaks } from './decoded-value.ts';

/** How yaml 2 reads plain, single- and double-quoted scalars (compose/resolve-flow-scalar.js), keeping offsets. */

const BLANK = /[ \t]/;

/** A plain or single-quoted scalar's lines: one line break folds to a space, n breaks to n-1 newlines; spaces around breaks go. */
export function unfoldLines(text: string, from: number, to: number): Decoded {
  const decoded = new Decoded();
  const lines = splitAtBreaks(text, from, to);
  let separator = '';
  let separatorAt = from;
  lines.forEach(([lineStart, lineEnd], index) => {
    const isFirst = index === 0;
    const isLast = index === lines.length - 1;
    let contentStart = lineStart;
    let contentEnd = lineEnd;
    if (!isFirst) while (contentStart < contentEnd && BLANK.test(text[contentStart]!)) contentStart += 1;
    if (!isLast) while (contentEnd > contentStart && BLANK.test(text[contentEnd - 1]!)) contentEnd -= 1;
    if (isFirst) decoded.copy(text.slice(contentStart, contentEnd), contentStart);
    else if (contentStart === contentEnd && !isLast) {
      if (separator === '\n') decoded.make('\n', separatorAt);
      else separator = '\n';
    } else {
      decoded.make(separator, separatorAt);
      decoded.copy(text.slice(contentStart, contentEnd), contentStart);
      separator = ' ';
    }
    separatorAt = lineEnd;
    if (isFirst) separator = ' ';
  });
  return decoded;
}

/** '' in a single-quoted scalar writes one quote. */
export function withoutDoubledQuotes(unfolded: Decoded): Decoded {
  const decoded = new Decoded();
  for (let i = 0; i < unfolded.text.length; i += 1) {
    decoded.copy(unfolded.text[i]!, unfolded.offsets[i]!);
    if (unfolded.text[i] === "'" && unfolded.text[i + 1] === "'") i += 1;
  }
  return decoded;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '0': '\0', a: '\x07', b: '\b', e: '\x1b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v',
  N: '\u0085', _: '\u00a0', L: '\u2028', P: '\u2029', ' ': ' ', '"': '"', '/': '/', '\\': '\\', '\t': '\t',
};
const CODE_LENGTHS: Readonly<Record<string, number>> = { x: 2, u: 4, U: 8 };

/** A double-quoted scalar between its quotes: escapes, folded line breaks, spaces before a break dropped. */
export function doubleQuoted(text: string, from: number, to: number): Decoded | undefined {
  const decoded = new Decoded();
  for (let i = from; i < to; i += 1) {
    const char = text[i]!;
    if (char === '\r' && text[i + 1] === '\n') continue;
    if (char === '\n') {
      let fold = '';
      while (i + 1 < to && /[ \t\r\n]/.test(text[i + 1]!)) {
        if (text[i + 1] === '\r' && text[i + 2] !== '\n') break;
        if (text[i + 1] === '\n') fold += '\n';
        i += 1;
      }
      decoded.make(fold || ' ', i);
    } else if (char === '\\') {
      const escapeAt = i;
      const next = text[++i]!;
      const codeLength = CODE_LENGTHS[next];
      if (ESCAPES[next] !== undefined) decoded.make(ESCAPES[next], escapeAt);
      else if (next === '\n' || (next === '\r' && text[i + 1] === '\n')) {
        // An escaped line break writes nothing, and the next line's leading blanks go with it.
        if (next === '\r') i += 1;
        while (BLANK.test(text[i + 1] ?? '')) i += 1;
      } else if (codeLength !== undefined) {
        const code = text.slice(i + 1, i + 1 + codeLength);
        // yaml keeps a malformed code as written and reports it: the file has an error then, and no map is needed.
        if (!/^[0-9a-fA-F]+$/.test(code) || code.length !== codeLength) return undefined;
        decoded.make(String.fromCodePoint(parseInt(code, 16)), escapeAt);
        i += codeLength;
      } else return undefined;
    } else if (char === ' ' || char === '\t') {
      const blanksStart = i;
      while (BLANK.test(text[i + 1] ?? '') && i + 1 < to) i += 1;
      const breakFollows = text[i + 1] === '\n' || (text[i + 1] === '\r' && text[i + 2] === '\n');
      if (!breakFollows) decoded.copy(text.slice(blanksStart, i + 1), blanksStart);
    } else decoded.copy(char, i);
  }
  return decoded;
}
