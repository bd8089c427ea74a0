import { describe, expect, it } from 'vitest';
import { capPerFile, formatDiagnostic, type Diagnostic } from './diagnostic.ts';

const at = (file: string, line: number, message = 'bad'): Diagnostic => ({ file, line, column: 1, path: '/x', message });

describe('formatDiagnostic', () => {
  it('escapes control and bidirectional characters in the file name, so a name cannot fake a line or steer the terminal', () => {
    const heading = formatDiagnostic(at('countries/at\nfake.yaml:1:1: all good\n\u001b[2J\u202e.yaml', 1), []);
    expect(heading).toBe('countries/at\\u000afake.yaml:1:1: all good\\u000a\\u001b[2J\\u202e.yaml:1:1: bad');
  });

  it('shows invisible characters of the source line as U+FFFD in the code frame', () => {
    expect(formatDiagnostic(at('at.yaml', 1), ['text: "\u202eImpressum\u200b"'])).toContain('1 | text: "\uFFFDImpressum\uFFFD"');
  });
});

describe('capPerFile', () => {
  it('keeps every diagnostic of a file with at most 100', () => {
    const diagnostics = Array.from({ length: 100 }, (_, index) => at('a.yaml', index + 1));
    expect(capPerFile(diagnostics)).toEqual(diagnostics);
  });

  it('lists the first 100 of each file and counts the rest at the first one left out', () => {
    const many = Array.from({ length: 40_000 }, (_, index) => at('a.yaml', index + 1));
    const capped = capPerFile([...many, at('b.yaml', 3)]);
    expect(capped).toHaveLength(102);
    expect(capped.slice(0, 100)).toEqual(many.slice(0, 100));
    expect(capped[100]).toEqual({
      file: 'a.yaml',
      line: 101,
      column: 1,
      path: '',
      message: '39900 more errors in this file from here on, not listed; allowed: at most 100 listed per file, fix these first',
    });
    expect(capped[101]).toEqual(at('b.yaml', 3));
  });
});
