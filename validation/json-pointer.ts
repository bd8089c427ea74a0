/** The JSON pointer of a list item or a mapping's key below `pointer`, with `~` and `/` escaped as RFC 6901 says. */
export function childPointer(pointer: string, segment: string | number): string {
  return `${pointer}/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}
