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

  it('refuses an alias bomb at the alias that pushes the expanded data past the limit, without throwing', () => {
    const text = aliasBomb(9);
    // Level a holds 10 values, each next level 1 + 9 times the one before (91, 820, 7381): the sixth *d on level e passes 50,000.
    const result = dataOf(text);
    expect('problem' in result && result.problem.offset).toBe(text.indexOf('*d, *d, *d, *d, *d, *d, *d, *d, *d]') + 5 * '*d, '.length);
    expect(problemAt(text).message).toBe(
      'too much data through aliases: with *d the file would hold more than 50000 values once aliases are copied (an alias bomb); allowed: at most 50000 values, each alias counting as the data it names',
    );
  });

  it('counts an alias as the data it copies, so many uses of a small anchor pass', () => {
    const result = dataOf(`a: &a x\nb: [${Array(1000).fill('*a').join(', ')}]\n`);
    expect('data' in result && (result.data as { b: string[] }).b).toHaveLength(1000);
  });

  it('refuses a large list copied a hundred times in well under a second, at the copy that crosses the limit', () => {
    const links = Array.from({ length: 2000 }, (_, index) => `  - {text: Link ${index}, url: /l-${index}}`).join('\n');
    const copies = Array.from({ length: 99 }, () => '  - links: *L').join('\n');
    const text = `links: &L\n${links}\ncopies:\n${copies}\n`;
    const started = performance.now();
    const result = dataOf(text);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(problemAt(text).found).toBe('*L');
    // The anchored list holds 10,001 values, each copy 10,003 with its mapping and key: the fourth copy is the first past 50,000.
    const fourthCopy = text.split('*L', 4).join('*L').length;
    expect('problem' in result && result.problem.offset).toBe(fourthCopy);
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

  it('refuses nesting deeper than 32 levels at the first node too deep, however deep the file goes', () => {
    const text = `a: ${'['.repeat(10_000)}${']'.repeat(10_000)}\n`;
    const result = dataOf(text);
    expect('problem' in result && result.problem).toEqual({ offset: 3 + 32, message: 'lists and mappings nested more than 32 levels deep; allowed: at most 32 levels of nesting' });
  });

  it('accepts nesting of exactly 32 levels', () => {
    expect('data' in dataOf(`a: ${'['.repeat(32)}${']'.repeat(32)}\n`)).toBe(true);
  });
});
