import { describe, expect, it } from 'vitest';
import type { Diagnostic } from './diagnostic.ts';
import { githubReport, summaryLine } from './report.ts';

const diagnostic = (overrides: Partial<Diagnostic>): Diagnostic => ({ file: 'countries/at.yaml', line: 5, column: 11, path: '/currency', message: 'currency is "USD"; allowed: "EUR"', ...overrides });

describe('githubReport', () => {
  it('prints one ::error workflow command per error, then the summary as a plain line', () => {
    expect(githubReport([diagnostic({}), diagnostic({ file: 'countries/de.yaml', line: 9, column: 3 })], 9).split('\n')).toEqual([
      '::error file=countries/at.yaml,line=5,col=11::currency is "USD"; allowed: "EUR"',
      '::error file=countries/de.yaml,line=9,col=3::currency is "USD"; allowed: "EUR"',
      '2 errors in 2 of 9 country files',
    ]);
  });

  it('escapes %, CR and LF in the message, so a two-line message stays one command', () => {
    expect(githubReport([diagnostic({ message: 'discount is 100%\r\nthe parser gave up at 7:25' })], 1).split('\n')[0]).toBe(
      '::error file=countries/at.yaml,line=5,col=11::discount is 100%25%0D%0Athe parser gave up at 7:25',
    );
  });

  it('escapes : and , in the file name, which would otherwise end the property', () => {
    expect(githubReport([diagnostic({ file: 'c:/x,y.yaml' })], 1).split('\n')[0]).toMatch(/^::error file=c%3A\/x%2Cy\.yaml,line=5,col=11::/);
  });

  it('prints only the summary when every file is valid', () => {
    expect(githubReport([], 9)).toBe('9 country files are valid');
  });
});

describe('summaryLine', () => {
  const at = (file: string) => diagnostic({ file });

  it('counts errors in the order file and a misnamed file apart from the country files', () => {
    expect(summaryLine([at('countries/at.yaml'), at('countries/order.txt'), at('countries/li.yml')], 9)).toBe('3 errors in 1 of 9 country files and 2 other files');
    expect(summaryLine([at('countries/order.txt')], 9)).toBe('1 error in 1 other file; 9 country files are valid');
  });

  // Issue 28: a missing text is reported in the locale file; the country that uses it is not valid all the same.
  it('counts errors in a locale file apart, and does not call the countries valid', () => {
    expect(summaryLine([at('locales/nl-NL/index.ts'), at('locales/nl-NL/index.ts')], 9)).toBe('2 errors in 1 locale file; the countries with that locale are not valid');
    expect(summaryLine([at('countries/at.yaml'), at('locales/nl-NL/index.ts')], 9)).toBe('2 errors in 1 of 9 country files and 1 locale file');
  });

  it('counts the files asked for, and a parent with errors apart', () => {
    const asked = new Set(['countries/pl.yaml']);
    expect(summaryLine([at('countries/pl.yaml')], 1, asked)).toBe('1 error in 1 of 1 country file');
    expect(summaryLine([at('countries/pl.yaml'), at('countries/de.yaml')], 1, asked)).toBe('2 errors in 1 of 1 country file and 1 parent file');
    expect(summaryLine([at('countries/de.yaml')], 1, asked)).toBe('1 error in 0 of 1 country file and 1 parent file');
  });
});
