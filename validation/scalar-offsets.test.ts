import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { Document, isScalar, Scalar, visit } from 'yaml';
import { paths } from './paths.ts';
import { countryFilesIn } from './country-files.ts';
import { valueOffsets } from './scalar-offsets.ts';
import { readYamlSource, type YamlSource } from './yaml-source.ts';

const folder = mkdtempSync(join(tmpdir(), 'scalar-offsets-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function sourceOf(text: string): YamlSource {
  const file = join(folder, 'text.yaml');
  writeFileSync(file, text);
  return readYamlSource(file, 'text.yaml');
}

function stringScalars(source: YamlSource): Scalar<string>[] {
  const found: Scalar<string>[] = [];
  visit(source.document, { Scalar: (_key, node) => void (typeof node.value === 'string' && found.push(node as Scalar<string>)) });
  return found;
}

const STYLES = [Scalar.PLAIN, Scalar.QUOTE_SINGLE, Scalar.QUOTE_DOUBLE, Scalar.BLOCK_LITERAL, Scalar.BLOCK_FOLDED] as const;
const character = fc.constantFrom('a', 'B', 'z', '{', '}', ' ', ' ', '\n', '\t', "'", '"', '\\', ':', '#', '-', 'é', '😀', '\u00a0', '\x07');

describe('valueOffsets', () => {
  it('maps every text of the shipped country files', () => {
    for (const file of countryFilesIn(paths.countries)) {
      const source = readYamlSource(file, file);
      for (const scalar of stringScalars(source)) expect(valueOffsets(source, scalar), `${file}: ${scalar.value}`).toBeDefined();
    }
  });

  it('maps a file with CRLF line ends, where each break is two characters', () => {
    const source = sourceOf('a: "x\r\n  y {b}"\r\nc: |\r\n  z\r\n  w {d}\r\n');
    const [first, second] = stringScalars(source).filter(({ value }) => value.includes('{'));
    const positionOf = (node: Scalar<string>) => source.lineCounter.linePos(valueOffsets(source, node)![node.value.indexOf('{')]!);
    expect([positionOf(first!), positionOf(second!)]).toEqual([
      { line: 2, col: 5 },
      { line: 5, col: 5 },
    ]);
  });

  it('puts each character of a value, in every style and at every depth, where the file writes it or the escape that writes it', () => {
    fc.assert(
      fc.property(fc.string({ unit: character, maxLength: 60 }), fc.constantFrom(...STYLES), fc.integer({ min: 0, max: 2 }), (value, style, depth) => {
        const scalar = new Scalar(value);
        scalar.type = style;
        let contents: unknown = scalar;
        for (let level = 0; level < depth; level += 1) contents = { text: contents };
        const text = `list:\n  - ${new Document(contents).toString({ lineWidth: 24, minContentWidth: 8 }).replace(/\n(?=.)/g, '\n    ')}`;
        const source = sourceOf(text);
        fc.pre(source.readProblems.length === 0);
        const node = stringScalars(source).find((candidate) => candidate.value === value && candidate.value !== 'text' && candidate.value !== 'list');
        fc.pre(isScalar(node));
        const offsets = valueOffsets(source, node!);
        expect(offsets).toHaveLength(value.length);
        const written = source.lines.join('\n');
        offsets!.forEach((offset, index) => {
          const char = value[index]!;
          // A fold writes a space or newline at a line break; any other character stands as itself or as an escape.
          if (char !== ' ' && char !== '\n' && char !== '\t') expect([char, '\\']).toContain(written[offset]);
        });
      }),
      { numRuns: 300 },
    );
  });
});
