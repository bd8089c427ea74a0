import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { paths } from './paths.ts';

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
  const file = join(folder, ORDER_FILE);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .flatMap((text, index) => {
      const written = text.replace(/#.*/, '');
      const code = written.trim();
      return code ? [{ code, line: index + 1, column: written.indexOf(code) + 1 }] : [];
    });
}

/** Items in the folder's order: listed codes first, as listed, then the others by code. */
export function inCountryOrder<T extends { code: string }>(items: readonly T[], folder = paths.countries): T[] {
  const order = readOrderFile(folder).map(({ code }) => code);
  const rank = (code: string) => (order.includes(code) ? order.indexOf(code) : order.length);
  return [...items].sort((a, b) => rank(a.code) - rank(b.code) || a.code.localeCompare(b.code));
}
