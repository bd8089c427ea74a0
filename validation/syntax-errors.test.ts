import { describe, expect, it } from 'vitest';
import { LineCounter, parseDocument } from 'yaml';
import { syntaxProblems } from './syntax-errors.ts';

/** Each syntax error as `line:col message`, as the report places it. */
function reported(text: string): string[] {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: false });
  return syntaxProblems(text, document.errors, lineCounter).map(({ offset, message }) => {
    const { line, col } = lineCounter.linePos(offset);
    return `${line}:${col} ${message}`;
  });
}

describe('syntaxProblems', () => {
  it('reports an unclosed "{" at the brace, with where the parser gave up as a second line', () => {
    expect(reported('a: 1\nb: {c: 1, d: 2\ne: 3\n')).toEqual([
      expect.stringMatching(/^2:4 invalid YAML: the mapping opened here with "\{" is never closed; allowed: the mapping closed with "\}"\nthe parser gave up at \d+:\d+: /),
    ]);
  });

  it('reports an unclosed quote at the quote, even when the string runs on over indented lines', () => {
    const [problem, ...others] = reported("shop:\n  title: 'Ein Shop\n    mit mehr Text\n  name: x\nnext: 1\n");
    expect(problem).toMatch(/^2:10 invalid YAML: the string opened here with ' is never closed; allowed: the string closed with '\nthe parser gave up at /);
    expect(others).toEqual([]);
  });

  it('takes a quote after an odd run of backslashes as part of the string, not its end', () => {
    expect(reported('a: "ends with \\"\nb: 1\n')[0]).toMatch(/^1:4 invalid YAML: the string opened here with "/);
  });

  it('reports independent errors far apart, each once, and no consequence of either', () => {
    const lines = ['a:', '\tb: 1', 'c: 2', 'd: [1, 2', 'e: 3', 'f: "x'];
    expect(reported(`${lines.join('\n')}\n`).map((problem) => problem.split(' invalid YAML: ')[0])).toEqual(['2:1', '4:4', '6:4']);
  });

  it('keeps the parser position and sentence alone when the error starts where the parser noticed it', () => {
    expect(reported('a:\n\tb: 1\n')).toEqual(['2:1 invalid YAML: a tab is used as indentation; allowed: spaces only, as YAML forbids tabs there; replace the tab with spaces']);
  });

  it('says that a text starting with "{" or "[" must be quoted, at the bracket, showing the line quoted', () => {
    expect(reported("a: 1\nfooter:\n  headline: {returnPerod} Obsługa i pomoc # it's here\n  - [x] y\n")).toEqual([
      "3:13 invalid YAML: Unexpected scalar at node end; allowed: YAML 1.2 syntax; a text that starts with \"{\" must be quoted: headline: '{returnPerod} Obsługa i pomoc'\nthe parser gave up at 3:27: Unexpected scalar at node end",
      expect.stringMatching(/^4:5 invalid YAML: .*; a text that starts with "\[" must be quoted: - '\[x\] y'\n/),
    ]);
  });

  it('finds nothing in valid YAML', () => {
    expect(reported('a: [1, {b: "c"}]\n')).toEqual([]);
  });
});

describe('syntaxProblems on a file broken in many places', () => {
  it('sorts out at most twenty, then says the parser finds more', () => {
    const problems = reported(Array.from({ length: 30 }, (_, i) => `k${i}: [1, 2\n`).join('') + 'end: 1\n');
    expect(problems).toHaveLength(21);
    expect(problems[20]).toMatch(/^21:1 invalid YAML: the parser finds more from here on, not sorted out; allowed: YAML 1.2 syntax/);
  });
});
