import { closeSync, constants, existsSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CliError } from './errors.ts';
import { displayPath, paths } from './paths.ts';
import { countriesFolderOf, RefusedFile, symbolicLinkProblem } from './data-folders.ts';
import { clipped, escapeUnsafe } from './shown.ts';

/** The file in a countries folder that sets the order of the shops, the switcher and the listings. */
export const ORDER_FILE = 'order.txt';

export interface OrderLine {
  /** The code as written, trimmed. */
  code: string;
  /** 1-based line and column of the code in the order file. */
  line: number;
  column: number;
}

/** The codes listed in a folder's order file, one a line, `#` starting a comment; none when the folder has no order file. */
export function readOrderFile(folder: string): OrderLine[] {
  return (orderFileText(folder) ?? '')
    .split(/\r?\n/)
    .flatMap((text, index) => {
      const written = text.replace(/#.*/, '');
      const code = written.trim();
      return code ? [{ code, line: index + 1, column: written.indexOf(code) + 1 }] : [];
    });
}

/** Why a folder's order file is refused unread, at its start: it is a symbolic link (validate reports it as an error of the file). */
export function orderFileLinkProblem(folder: string): string | undefined {
  const file = join(folder, ORDER_FILE);
  return symbolicLinkProblem(file, countriesFolderOf(file));
}

/**
 * The text of a folder's order file, undefined when there is none. One that cannot be read (a folder
 * by that name, no permission, a symbolic link) stops the command in one line: every command reads the order.
 */
export function orderFileText(folder: string): string | undefined {
  const file = join(folder, ORDER_FILE);
  const link = orderFileLinkProblem(folder);
  if (link) throw new RefusedFile(file, link);
  if (!existsSync(file)) return undefined;
  try {
    // Not following a link swapped in since the look above.
    const descriptor = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW);
    try {
      return readFileSync(descriptor, 'utf8');
    } finally {
      closeSync(descriptor);
    }
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    const why = code === 'EISDIR' ? 'it is a folder' : code === 'EACCES' ? 'permission denied' : clipped(String(error));
    throw new CliError(`cannot read ${escapeUnsafe(displayPath(file))}: ${why}; allowed: a text file with one country code a line, or none`);
  }
}

/** Items in the folder's order: listed codes first, as listed, then the others by code. */
export function inCountryOrder<T extends { code: string }>(items: readonly T[], folder = paths.countries): T[] {
  const order = readOrderFile(folder).map(({ code }) => code);
  const rank = (code: string) => (order.includes(code) ? order.indexOf(code) : order.length);
  return [...items].sort((a, b) => rank(a.code) - rank(b.code) || a.code.localeCompare(b.code));
}
