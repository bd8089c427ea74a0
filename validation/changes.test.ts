import { describe, expect, it } from 'vitest';
import { changesBetween, changesReport } from './changes.ts';
import type { Diagnostic } from './diagnostic.ts';

const currency: Diagnostic = { file: 'countries/at.yaml', line: 5, column: 11, path: '/currency', message: 'currency is "USD"; allowed: "EUR"' };
const legalAge: Diagnostic = { file: 'countries/at.yaml', line: 9, column: 11, path: '/legalAge', message: 'legalAge is 17; allowed: 16, 18' };
const lines = new Map([['countries/at.yaml', { lines: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'legalAge: 17'] }]]);

describe('changesBetween', () => {
  it('finds the errors that are new and the ones that are fixed', () => {
    expect(changesBetween([currency], [legalAge])).toEqual({ added: [legalAge], fixed: [currency] });
  });

  it('takes an error whose line moved because lines were added above it for the same error', () => {
    expect(changesBetween([currency], [{ ...currency, line: 8 }])).toEqual({ added: [], fixed: [] });
  });

  it('takes a syntax error at another place for another error', () => {
    const syntax: Diagnostic = { ...currency, path: '', message: 'invalid YAML: …' };
    expect(changesBetween([syntax], [{ ...syntax, line: 6 }]).added).toHaveLength(1);
  });
});

describe('changesReport', () => {
  it('lists the fixed errors on one line each, the new ones with their code frame, then the summary with the counts', () => {
    expect(changesReport({ added: [legalAge], fixed: [currency] }, [legalAge], 9, lines).split('\n')).toEqual([
      'fixed: countries/at.yaml:5:11: currency is "USD"; allowed: "EUR"',
      '',
      'new: countries/at.yaml:9:11: legalAge is 17; allowed: 16, 18',
      '  9 | legalAge: 17',
      '    |           ^',
      '',
      '1 error in 1 of 9 country files (1 new, 1 fixed)',
    ]);
  });

  it('says there was no change when a save changed no error', () => {
    expect(changesReport({ added: [], fixed: [] }, [], 9, lines)).toBe('9 country files are valid (no change)');
  });
});
