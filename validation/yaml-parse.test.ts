import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { LineCounter, parseDocument, type Document } from 'yaml';
import { paths } from './paths.ts';
import { parseYaml } from './yaml-parse.ts';
import { walkNodes } from './yaml-walk.ts';

const OPTIONS = { uniqueKeys: false, logLevel: 'error' } as const;

/** Everything the checks read of a document: each node's kind, place, value, anchor, tag and comments, its data and its errors. */
function everythingOf(document: Document.Parsed, lineCounter: LineCounter) {
  const nodes: unknown[] = [];
  walkNodes(document, {
    enter: ({ node, depth }) => {
      const { range, anchor, tag, comment, commentBefore, spaceBefore } = node as typeof node & { value?: unknown; source?: string };
      nodes.push({ depth, kind: node.constructor.name, range, anchor, tag, comment, commentBefore, spaceBefore, value: 'value' in node ? node.value : undefined });
    },
  });
  const problems = (list: typeof document.errors) => list.map(({ code, pos, message }) => ({ code, pos, message }));
  let data: unknown;
  try {
    data = document.toJS({ maxAliasCount: -1 });
  } catch (error) {
    data = String(error);
  }
  return { nodes, data, errors: problems(document.errors), warnings: problems(document.warnings), lineStarts: lineCounter.lineStarts, comment: document.comment };
}

function asYamlParses(text: string) {
  const lineCounter = new LineCounter();
  return everythingOf(parseDocument(text, { ...OPTIONS, lineCounter, prettyErrors: false }), lineCounter);
}

function asParseYamlParses(text: string, parse = parseYaml) {
  const lineCounter = new LineCounter();
  return everythingOf(parse(text, lineCounter, OPTIONS), lineCounter);
}

/** parseYaml as a new command loads it: nothing in memory, the cache on disk as earlier commands left it. */
async function parseYamlOfANewCommand(): Promise<typeof parseYaml> {
  vi.resetModules();
  return (await import('./yaml-parse.ts')).parseYaml;
}

const shippedFiles = readdirSync(paths.countries).map((name) => readFileSync(join(paths.countries, name), 'utf8'));
const awkwardTexts = [
  '',
  '# only a comment\n',
  'a: 1\r\nb: [x, y]\r\n',
  'base: &base {a: 1}\ncopy: *base\nlist: [*base, *base]\n',
  'text: |\n  line one\n\n  line three\nfolded: >-\n  a\n  b\n',
  'quoted: "a\\tb \\u00e9"\nsingle: \'it\'\'s\'\n',
  'tagged: !!binary aGk=\ncustom: !evil x\n',
  'a: "unclosed\nb: 2\n',
  'a: 1\n---\nb: 2\n',
  'a:\n  - b\n - c\n',
  '[a, b\n',
  'key: value # trailing\n\n\n# end\n',
  `${'['.repeat(200)}${']'.repeat(200)}\n`,
];

describe('parseYaml', () => {
  it.each([...shippedFiles, ...awkwardTexts].map((text) => [text.slice(0, 30), text]))('makes what parseDocument makes of %j, parsed, from memory or from the cache on disk', async (_, text) => {
    const expected = asYamlParses(text);
    expect(asParseYamlParses(text)).toEqual(expected);
    expect(asParseYamlParses(text)).toEqual(expected);
    expect(asParseYamlParses(text, await parseYamlOfANewCommand())).toEqual(expected);
  });
});
