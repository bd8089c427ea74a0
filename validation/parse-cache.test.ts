import { execFileSync } from 'node:child_process';
import { copyFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { cachedParse } from './parse-cache.ts';
import { projectRoot } from './paths.ts';

const CACHE_DIR = join(projectRoot, '.storefront', 'parse-cache');
const entries = () => new Set(readdirSync(CACHE_DIR));

/** cachedParse as a new command loads it: nothing in memory, the cache on disk as earlier commands left it. */
async function cachedParseOfANewCommand(): Promise<typeof cachedParse> {
  vi.resetModules();
  return (await import('./parse-cache.ts')).cachedParse;
}

/** A parser of `text` that counts its runs. */
function countingParser(text = '') {
  const parser = { runs: 0, parse: () => ((parser.runs += 1), { parsedFrom: text }) };
  return parser;
}

/** Parses `text` in a context of its own and returns the entry file it left on disk. */
function parsedEntry(text: string, context: string): string {
  const before = entries();
  cachedParse('yaml', text, countingParser(text).parse, context);
  const added = [...entries()].filter((name) => !before.has(name));
  expect(added).toHaveLength(1);
  return join(CACHE_DIR, added[0]!);
}

describe('cachedParse', () => {
  const context = `test ${process.pid} ${Date.now()}`;

  it('parses a text once, and gives the same data, undefined values included, to the next command', async () => {
    const parser = countingParser();
    const parse = () => ({ tokens: [{ type: 'scalar', sep: undefined, items: [1, undefined, 'x'] }], runs: parser.parse() });
    const first = cachedParse('yaml', 'a: 1', parse, context);
    expect(cachedParse('yaml', 'a: 1', parse, context)).toBe(first);
    const fromDisk = (await cachedParseOfANewCommand())('yaml', 'a: 1', parse, context);
    expect(fromDisk).toEqual(first);
    expect(Object.keys(fromDisk.tokens[0]!)).toContain('sep');
    expect(parser.runs).toBe(1);
    cachedParse('yaml', 'a: 2', parse, context);
    expect(parser.runs).toBe(2);
  });

  it("never takes an entry for another text's, even under that text's name", async () => {
    const valid = parsedEntry('legalAge: 16\n', `${context} swap`);
    const invalid = parsedEntry('legalAge: 17\n', `${context} swap`);
    copyFileSync(valid, invalid);
    const parser = countingParser('legalAge: 17\n');
    expect((await cachedParseOfANewCommand())('yaml', 'legalAge: 17\n', parser.parse, `${context} swap`)).toEqual({ parsedFrom: 'legalAge: 17\n' });
    expect(parser.runs).toBe(1);
  });

  it('parses anew, at once, where a named pipe stands in place of an entry', { timeout: 5000 }, async () => {
    const entry = parsedEntry('a: pipe\n', `${context} pipe`);
    rmSync(entry);
    execFileSync('mkfifo', [entry]);
    const parser = countingParser('a: pipe\n');
    try {
      expect((await cachedParseOfANewCommand())('yaml', 'a: pipe\n', parser.parse, `${context} pipe`)).toEqual({ parsedFrom: 'a: pipe\n' });
      expect(parser.runs).toBe(1);
    } finally {
      rmSync(entry, { force: true });
    }
  });

  it('keeps on disk nothing too deeply nested to write, and says nothing: the next command parses it again', async () => {
    type Nested = { inner?: Nested };
    const deep: Nested = {};
    let level = deep;
    for (let depth = 0; depth < 200_000; depth++) level = level.inner = {};
    let parses = 0;
    const parse = () => ((parses += 1), deep);
    expect(cachedParse('yaml', 'x', parse, `${context} deep`)).toBe(deep);
    expect(cachedParse('yaml', 'x', parse, `${context} deep`)).toBe(deep);
    expect(parses).toBe(1);
    expect((await cachedParseOfANewCommand())('yaml', 'x', parse, `${context} deep`)).toBe(deep);
    expect(parses).toBe(2);
  });
});
