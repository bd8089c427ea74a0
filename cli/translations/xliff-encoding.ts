import { invalidByteMessage, malformedUtf8 } from '../../validation/characters.ts';
import { shown } from '../../validation/shown.ts';

type Place = { line: number; column: number };
/** A problem at its place, as the reader reports them (xliff-read.ts's XliffProblem, which imports this module). */
type PlacedProblem = Place & { message: string };

/**
 * The bytes with every line break one LF, as XML reads them: a file saved on Windows must not double
 * the breaks in a text. No UTF-8 sequence holds a CR byte, so this is done before decoding, and a
 * malformed byte's offset is then its offset in the text read.
 */
export function withLineFeeds(bytes: Uint8Array): Buffer {
  return Buffer.from(Buffer.from(bytes).toString('latin1').replace(/\r\n?/g, '\n'), 'latin1');
}

/** Where each <unit> of a file starts and ends, in document order, as offsets of its text. */
function unitSpans(xml: string): Array<[number, number]> {
  const ends = [...xml.matchAll(/<\/unit>/g)].map((match) => match.index);
  let next = 0;
  return [...xml.matchAll(/<unit[\s/>]/g)].map(({ index: start }) => {
    while (next < ends.length && ends[next]! < start) next++;
    return [start, ends[next] ?? xml.length];
  });
}

/**
 * Each byte of the file that is no UTF-8 (a tool saved Latin-1), at its place and naming the unit it
 * is in. Decoded, it would be U+FFFD, a character no translator typed, written into the kit's files.
 */
export function malformedBytes(bytes: Uint8Array, xml: string, units: ReadonlyArray<{ id?: string }>, at: (offset: number) => Place): PlacedProblem[] {
  const spans = unitSpans(xml);
  let unit = -1;
  return [...malformedUtf8(bytes)].map(({ textOffset, byte }) => {
    while (unit + 1 < spans.length && spans[unit + 1]![0] <= textOffset) unit++;
    const inUnit = unit >= 0 && textOffset < spans[unit]![1];
    const id = inUnit ? units[unit]?.id : undefined;
    const where = !inUnit ? '' : id === undefined ? 'a <unit> ' : `unit ${shown(id)} `;
    return { ...at(textOffset), message: `${where}has the ${invalidByteMessage(byte)}` };
  });
}
