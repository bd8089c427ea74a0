import { describe, expect, it } from 'vitest';
import type { PictureComparison } from './compare.ts';
import { columnsOf, failures, progressLine } from './run-report.ts';
import type { SheetRow } from './sheet.ts';

const row = (comparisons?: PictureComparison[], failed: Array<[string, string]> = []): SheetRow => ({
  code: 'DE',
  displayName: 'Deutschland',
  taken: new Set(['phone-home', 'desktop-home']),
  failed: new Map(failed),
  comparisons: comparisons && new Map(comparisons.map((comparison) => [comparison.name, comparison])),
});

describe('a screenshot run\'s report', () => {
  it('says per country how many pictures it took and how long that took', () => {
    expect(progressLine(row(), 4.06)).toBe('DE    2 pictures  4.1 s');
  });

  it('adds the changed, new and missing pictures when compared with a baseline', () => {
    const comparisons: PictureComparison[] = [
      { name: 'phone-home', status: 'changed', changedPixels: 3 },
      { name: 'desktop-home', status: 'new', changedPixels: 0 },
    ];
    expect(progressLine(row(comparisons), 4)).toBe('DE    2 pictures  4.0 s  1 changed, 1 new, 0 missing');
  });

  it('fails on a picture changed by more pixels than the threshold, not on one changed by exactly that many', () => {
    const changed = (changedPixels: number) => [row([{ name: 'phone-home', status: 'changed', changedPixels }])];
    expect(failures(changed(10), 10)).toEqual([]);
    expect(failures(changed(11), 10)).toEqual(['1 changed by more than 10 pixels: DE phone-home']);
  });

  it('fails on a missing picture and on one not taken, not on a new one', () => {
    const rows = [row([{ name: 'desktop-home', status: 'new', changedPixels: 0 }, { name: 'phone-login', status: 'missing', changedPixels: 0 }], [['phone-home', 'timed out']])];
    expect(failures(rows, 0)).toEqual(['1 not taken: DE phone-home (timed out)', '1 missing, only the baseline has them: DE phone-login']);
  });

  it('gives a picture only the baseline has a column of its own after the known ones', () => {
    const columns = columnsOf([row([{ name: 'phone-retired-page', status: 'missing', changedPixels: 0 }])]);
    expect(columns.at(-1)).toEqual({ name: 'phone-retired-page', label: 'phone-retired-page' });
    expect(columns[2]).toEqual({ name: 'phone-home-expanded', label: '/ · expanded · phone' });
  });
});
