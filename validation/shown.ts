import { UNSAFE_CHARACTER } from './unsafe-characters.ts';

/** Enough of a value to recognise it; a hostile file's megabyte string must not become a megabyte message. */
const MAX_SHOWN = 100;

/** Tabs and line breaks are fine in a value but would break a one-line message; the rest could steer a terminal or hide text. */
const ESCAPED = new RegExp(`[\\t\\n]|${UNSAFE_CHARACTER.source}`, 'gu');

/** A value as a message quotes it: as JSON, cut short when long, with no control character left raw for the terminal. */
export function shown(value: unknown): string {
  if (typeof value === 'string' && value.length > MAX_SHOWN) {
    return escapeUnsafe(`${JSON.stringify(`${value.slice(0, MAX_SHOWN)}…`)} (${value.length} characters)`);
  }
  return clipped(JSON.stringify(value) ?? String(value));
}

/** Text from elsewhere (a parser, the runtime) as a message quotes it: cut short, control characters escaped. */
export function clipped(text: string): string {
  return escapeUnsafe(text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text);
}

/** Text with every control, invisible or bidirectional character written as `\uXXXX`, so a terminal shows it and obeys none of it. */
export function escapeUnsafe(text: string): string {
  return text.replace(ESCAPED, (character) => {
    const code = character.codePointAt(0)!;
    return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/**
 * A message as a report prints it: a line break of a message that spans lines stays, every other
 * control, invisible or bidirectional character is escaped, whichever rule wrote it.
 */
export function escapeUnsafeKeepingLines(text: string): string {
  return text.split('\n').map(escapeUnsafe).join('\n');
}
