import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { documentData } from './yaml-data.ts';

/** The classic "billion laughs": each level holds nine aliases of the level before. */
function aliasBomb(levels: number): string {
  const lines = ['lol:', '  a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]'];
  const names = 'abcdefghijklmnop';
  for (let level = 1; level < levels; level++) {
    lines.push(`  ${names[level]}: &${names[level]} [${Array(9).fill(`*${names[level - 1]}`).join(', ')}]`);
  }
  return `${lines.join('\n')}\n`;
}

const dataOf = (text: string) => documentData(parseDocument(text));
const problemAt = (text: string) => {
  const result = dataOf(text);
  if (!('problem' in result)) throw new Error('expected a problem');
  return { found: text.slice(result.problem.offset, result.problem.offset + 2), message: result.problem.message };
};

describe('documentData', () => {
  it('resolves anchors and aliases used a few times', () => {
    expect(dataOf('base: &base {a: 1}\ncopy: *base\nlist: [*base, *base]\n')).toEqual({ data: { base: { a: 1 }, copy: { a: 1 }, list: [{ a: 1 }, { a: 1 }] } });
  });

  it('refuses an alias bomb at the alias that pushes the copies past the limit, without throwing', () => {
    const text = aliasBomb(9);
    const result = dataOf(text);
    // Nine copies of *a and nine of *b (81 in all) pass; the first *c would make 162.
    expect('problem' in result && result.problem.offset).toBe(text.indexOf('[*c') + 1);
    expect(problemAt(text).message).toBe('too many aliases: *c would copy aliased data more than 100 times (an alias bomb); allowed: at most 100 copies made through aliases');
  });

  it('refuses one anchor aliased more than a hundred times', () => {
    expect(problemAt(`a: &a x\nb: [${Array(101).fill('*a').join(', ')}]\n`).found).toBe('*a');
  });

  it('refuses an alias whose anchor comes later or never', () => {
    expect(problemAt('a: *later\nb: &later 1\n')).toEqual({ found: '*l', message: 'alias *later has no anchor &later before it; allowed: an alias after its anchor' });
  });

  it('refuses an alias inside the node its anchor names, which would make the data endless', () => {
    expect(problemAt('a: &loop {b: [1, *loop]}\n')).toEqual({
      found: '*l',
      message: 'alias *loop sits inside its own anchor &loop, so its data would never end; allowed: an alias outside the node its anchor names',
    });
  });
});
