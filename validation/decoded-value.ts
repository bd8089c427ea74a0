/** A scalar's value as it is read again, and where in the file each of its UTF-16 units is written. */
export class Decoded {
  text = '';
  offsets: number[] = [];

  /** Source characters copied as they stand, the first at `offset`. */
  copy(chars: string, offset: number): void {
    this.text += chars;
    for (let i = 0; i < chars.length; i += 1) this.offsets.push(offset + i);
  }

  /** Characters the reading makes (a fold, an escape), all written at `offset`. */
  make(chars: string, offset: number): void {
    this.text += chars;
    for (let i = 0; i < chars.length; i += 1) this.offsets.push(offset);
  }
}

/** [start, end) of each line between two offsets, without its line break. */
export function splitAtBreaks(text: string, from: number, to: number): [number, number][] {
  const lines: [number, number][] = [];
  let lineStart = from;
  for (let at = text.indexOf('\n', from); at !== -1 && at < to; at = text.indexOf('\n', at + 1)) {
    lines.push([lineStart, text[at - 1] === '\r' && at - 1 >= lineStart ? at - 1 : at]);
    lineStart = at + 1;
  }
  lines.push([lineStart, to]);
  return lines;
}
