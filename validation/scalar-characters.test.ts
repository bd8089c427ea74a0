import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { scalarCharacters } from './scalar-characters.ts';

/** Each problem as the text from its offset to the end of that line, then its message. */
const problems = (text: string) => scalarCharacters(parseDocument(text), text).map(({ offset, message }) => `${text.slice(offset).split('\n')[0]} ${message}`);
const ALLOWED = 'allowed: printable characters, tabs and line breaks';

describe('scalarCharacters', () => {
  it('refuses control characters written as YAML escapes, at the value, naming the first', () => {
    expect(problems('headline: "Service \\e[2J\\a Hilfe"\nurl: "/\\x00"\nlink: "https://good.com/#\\x7f"\nc1: "a\\x85"\n')).toEqual([
      `"Service \\e[2J\\a Hilfe" control character U+001B in "Service \\u001b[2J\\u0007 Hilfe"; ${ALLOWED}`,
      `"/\\x00" control character U+0000 in "/\\u0000"; ${ALLOWED}`,
      `"https://good.com/#\\x7f" control character U+007F in "https://good.com/#\\u007f"; ${ALLOWED}`,
      `"a\\x85" control character U+0085 in "a\\u0085"; ${ALLOWED}`,
    ]);
  });

  it('refuses invisible and bidirectional characters, a byte order mark inside text, noncharacters and lone surrogates', () => {
    expect(problems('a: "\\u202eImpressum"\nb: Öster\uFEFFreich\nc: "\\uFFFE"\nd: "\\ud800"\n').map((problem) => problem.split(' in ')[0])).toEqual([
      '"\\u202eImpressum" invisible formatting character U+202E',
      'Öster\uFEFFreich invisible formatting character U+FEFF',
      '"\\uFFFE" unassigned code point or noncharacter U+FFFE',
      '"\\ud800" lone surrogate U+D800',
    ]);
  });

  it.each([
    ['\\u061c', 'U+061C', 'invisible formatting character'],
    ['\\u2060', 'U+2060', 'invisible formatting character'],
    ['\\ufe0f', 'U+FE0F', 'invisible formatting character'],
    ['\\U000E0041', 'U+E0041', 'invisible formatting character'],
    ['\\u3164', 'U+3164', 'invisible formatting character'],
    ['\\ue000', 'U+E000', 'private-use character'],
    ['\\ufdd0', 'U+FDD0', 'unassigned code point or noncharacter'],
    ['\\u0378', 'U+0378', 'unassigned code point or noncharacter'],
    ['\\L', 'U+2028', 'line or paragraph separator'],
  ])('refuses %s by its category, not by a list: %s, %s', (escape, code, kind) => {
    expect(problems(`text: "Zah${escape}lung"\n`).map((problem) => problem.split(' in ')[0])).toEqual([`"Zah${escape}lung" ${kind} ${code}`]);
  });

  it('allows the soft hyphen, a hyphenation hint in long words', () => {
    expect(problems('text: "Kunden\u00ADkarte"\n')).toEqual([]);
  });

  it('refuses them in keys as well as values', () => {
    expect(problems('"legal\\u2066Age": 16\n')).toEqual([`"legal\\u2066Age": 16 invisible formatting character U+2066 in "legal\\u2066Age"; ${ALLOWED}`]);
  });

  it('allows tabs, line breaks and letters of every script, escaped or not', () => {
    expect(problems('a: "Zeile\\tmit Tab\\nund Umbruch"\nb: |\n  zwei\n  Zeilen\nc: "\\u00d6sterreich – Türkiye 😀"\n')).toEqual([]);
  });

  it('leaves a control character written raw to the check of the file\'s characters, which reports it where it stands', () => {
    expect(problems('a: Kaffee\u0010bohnen\n')).toEqual([]);
  });
});
