import { UsageError } from '../validation/errors.ts';

export function parsePort(text: string): number {
  // Digits only: Number() would take 0x1B7F and 7e3 as other ports than the one meant.
  const port = /^\d{1,5}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new UsageError(`--port must be a whole number from 1 to 65535, not "${text}"`);
  return port;
}

/** A port to listen on, or 0 for any free one (the command then says which). */
export function parseListenPort(text: string): number {
  return text === '0' ? 0 : parsePort(text);
}
