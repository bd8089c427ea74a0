import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inCountryOrder, readOrderFile } from './country-order.ts';

const folders: string[] = [];
function folderWithOrder(text?: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'country-order-'));
  folders.push(folder);
  if (text !== undefined) writeFileSync(join(folder, 'order.txt'), text);
  return folder;
}
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

const codes = (...list: string[]) => list.map((code) => ({ code }));

describe('the order file', () => {
  it('lists one code a line with its position, skipping comments and blank lines', () => {
    const folder = folderWithOrder('# shops in the switcher\nDE\n\n  AT  # Austria\r\nCH_FR\n');

    expect(readOrderFile(folder)).toEqual([
      { code: 'DE', line: 2, column: 1 },
      { code: 'AT', line: 4, column: 3 },
      { code: 'CH_FR', line: 5, column: 1 },
    ]);
  });

  it('is empty when the folder has none', () => {
    expect(readOrderFile(folderWithOrder())).toEqual([]);
  });
});

describe('inCountryOrder', () => {
  it('puts the listed countries first, as listed, and the others after them by code', () => {
    const folder = folderWithOrder('TR\nDE\n');

    expect(inCountryOrder(codes('AT', 'DE', 'NL', 'TR', 'CZ'), folder).map(({ code }) => code)).toEqual(['TR', 'DE', 'AT', 'CZ', 'NL']);
  });

  it('sorts by code in a folder without an order file', () => {
    expect(inCountryOrder(codes('PL', 'AT', 'DE'), folderWithOrder()).map(({ code }) => code)).toEqual(['AT', 'DE', 'PL']);
  });

  it('keeps the spec’s order for the shipped countries', () => {
    expect(inCountryOrder(codes('PL', 'TR', 'SK', 'HU', 'CZ', 'CH_FR', 'CH', 'AT', 'DE')).map(({ code }) => code)).toEqual([
      'DE', 'AT', 'CH', 'CH_FR', 'CZ', 'HU', 'SK', 'TR', 'PL',
    ]);
  });
});
