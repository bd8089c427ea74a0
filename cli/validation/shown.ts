/** Enough of a value to recognise it; a hostile file's megabyte string must not become a megabyte message. */
const MAX_SHOWN = 100;

/** A value as a message quotes it: as JSON, cut short when long, with no control character left raw for the terminal. */
export function shown(value: unknown): string {
  if (typeof value === 'string' && value.length > MAX_SHOWN) {
    return escapeControls(`${JSON.stringify(`${value.slice(0, MAX_SHOWN)}…`)} (${value.length} characters)`);
  }
  return clipped(JSON.stringify(value) ?? String(value));
}

/** Text from elsewhere (a parser, the runtime) as a message quotes it: cut short, control characters escaped. */
export function clipped(text: string): string {
  return escapeControls(text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text);
}

function escapeControls(text: string): string {
  // JSON escapes C0 controls but leaves DEL and C1 controls, which can steer a terminal too.
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
