import { basename } from 'node:path';
import fc from 'fast-check';
import { isCollection, parse, parseDocument, type Document } from 'yaml';
import { paths } from '../paths.ts';
import { shippedCountry } from '../test-country-file.ts';
import { countryFilesIn } from '../validate-countries.ts';
import { mappingPaths, scalarPaths, valuePaths } from './data-paths.ts';
import { requiredKeys } from './required-keys.ts';

/** A shipped country file, the material every mutant is made from. */
interface Original {
  code: string;
  text: string;
  data: unknown;
}

/** One broken country file: the country it was made from (its file name), its bytes and what was broken. */
export interface Mutant {
  code: string;
  bytes: Buffer;
  change: string;
}

/** A way to break a file that always breaks it, and how many mutants of it a run checks. */
export interface Mutation {
  mutate: (original: Original) => fc.Arbitrary<Omit<Mutant, 'code'>>;
  runs: number;
}

// The files that extend none: every key a mutation deletes or breaks is theirs, not inherited.
const originals: Original[] = countryFilesIn(paths.countries).flatMap((file) => {
  const code = basename(file, '.yaml');
  const text = shippedCountry(code).toString('utf8');
  const data = parse(text) as Record<string, unknown>;
  return 'extends' in data ? [] : [{ code, text, data }];
});

export function mutantsOf(mutation: Mutation): fc.Arbitrary<Mutant> {
  return fc.constantFrom(...originals).chain((original) =>
    mutation.mutate(original).map(({ bytes, change }) => ({
      code: original.code,
      bytes,
      change,
      // A failing run prints its counterexample: the change, not megabytes of bytes.
      [fc.toStringMethod]: () => `${original.code}.yaml with ${change}`,
    })),
  );
}

const CONTROL_CHARACTER = fc.oneof(fc.integer({ min: 0x00, max: 0x08 }), fc.constantFrom(0x0b, 0x0c, 0x7f), fc.integer({ min: 0x0e, max: 0x1f }), fc.integer({ min: 0x80, max: 0x9f }));

/**
 * Every mutation below breaks any shipped file, by design: a required key is gone, no place in
 * the schema takes both a scalar and a collection, every mapping refuses unknown keys, every
 * string has a maximum length, and the text-level ones break YAML or the character rules.
 */
export const mutations: Record<string, Mutation> = {
  'a required key deleted': {
    runs: 25,
    mutate: (original) => fc.constantFrom(...requiredKeys(original.data)).map((path) => edited(original, `${path.join('.')} deleted`, (document) => document.deleteIn(path))),
  },
  'a value of the wrong kind': {
    runs: 25,
    mutate: (original) =>
      fc.constantFrom(...valuePaths(original.data)).map((path) =>
        edited(original, `${path.join('.')} of the wrong kind`, (document) => document.setIn(path, isCollection(document.getIn(path, true)) ? 42 : { wrong: 'kind' })),
      ),
  },
  'an unknown key': {
    runs: 25,
    // No allowed key starts with "zz".
    mutate: (original) =>
      fc.tuple(fc.constantFrom(...mappingPaths(original.data)), fc.stringMatching(/^[a-zA-Z0-9]{1,12}$/)).map(([path, name]) =>
        edited(original, `zz${name} added in ${path.join('.') || 'the top level'}`, (document) => document.setIn([...path, `zz${name}`], 'unknown')),
      ),
  },
  'a line indented one space off': {
    runs: 25,
    mutate: (original) =>
      fc.tuple(fc.constantFrom(...siblingKeyLines(original.text)), fc.boolean()).map(([index, deeper]) =>
        withLine(original.text, index, `line ${index + 1} moved one space ${deeper ? 'right' : 'left'}`, (line) => (deeper ? ` ${line}` : line.slice(1))),
      ),
  },
  'a tab in the indentation': {
    runs: 25,
    mutate: (original) => fc.constantFrom(...indentedKeyLines(original.text)).map((index) => withLine(original.text, index, `a tab indenting line ${index + 1}`, (line) => `\t${line.slice(1)}`)),
  },
  'a duplicate key': {
    runs: 25,
    mutate: (original) => fc.constantFrom(...scalarKeyLines(original.text)).map((index) => withLine(original.text, index, `line ${index + 1} twice`, (line) => `${line}\n${line}`)),
  },
  'an alias bomb': {
    runs: 10,
    // Four levels of nine already make more copies than allowed; the key is unknown besides.
    mutate: (original) =>
      fc.record({ levels: fc.integer({ min: 4, max: 9 }), width: fc.integer({ min: 9, max: 12 }) }).map(({ levels, width }) => ({
        bytes: Buffer.from(`${original.text}${aliasBomb(levels, width)}`),
        change: `an alias bomb of ${levels} levels of ${width} appended`,
      })),
  },
  'a control character': {
    runs: 25,
    mutate: (original) =>
      fc.tuple(byteOffset(original), CONTROL_CHARACTER).map(([offset, codePoint]) =>
        insertedAt(original, offset, Buffer.from(String.fromCharCode(codePoint), 'utf8'), `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`),
      ),
  },
  'an invalid UTF-8 byte': {
    runs: 25,
    // One byte of 0x80 to 0xFF added to valid UTF-8 leaves a continuation byte too many or one too few.
    mutate: (original) => fc.tuple(byteOffset(original), fc.integer({ min: 0x80, max: 0xff })).map(([offset, byte]) => insertedAt(original, offset, Buffer.from([byte]), `byte 0x${byte.toString(16).toUpperCase()}`)),
  },
  'a 5 MB string': {
    runs: 3,
    mutate: (original) =>
      fc.constantFrom(...scalarPaths(original.data)).map((path) => edited(original, `a 5 MB string in ${path.join('.')}`, (document) => document.setIn(path, 'lol '.repeat(1_250_000).trim()))),
  },
};

function edited(original: Original, change: string, edit: (document: Document) => void): Omit<Mutant, 'code'> {
  const document = parseDocument(original.text);
  edit(document);
  return { bytes: Buffer.from(document.toString({ lineWidth: 0 })), change };
}

function withLine(text: string, index: number, change: string, edit: (line: string) => string): Omit<Mutant, 'code'> {
  const lines = text.split('\n');
  lines[index] = edit(lines[index]!);
  return { bytes: Buffer.from(lines.join('\n')), change };
}

function byteOffset(original: Original): fc.Arbitrary<number> {
  return fc.integer({ min: 0, max: Buffer.byteLength(original.text) });
}

function insertedAt(original: Original, offset: number, inserted: Buffer, what: string): Omit<Mutant, 'code'> {
  const bytes = Buffer.from(original.text);
  return { bytes: Buffer.concat([bytes.subarray(0, offset), inserted, bytes.subarray(offset)]), change: `${what} inserted at byte ${offset}` };
}

function aliasBomb(levels: number, width: number): string {
  const lines = ['zzLaughs:', `  l0: &l0 [${Array(width).fill('lol').join(', ')}]`];
  for (let level = 1; level < levels; level++) lines.push(`  l${level}: &l${level} [${Array(width).fill(`*l${level - 1}`).join(', ')}]`);
  return `${lines.join('\n')}\n`;
}

/** The column where a line's key starts, for lines that hold a block mapping key. */
function keyColumn(line: string): number | undefined {
  const match = /^( *)(- )?[A-Za-z]\w*:/.exec(line);
  return match ? match[1]!.length + (match[2]?.length ?? 0) : undefined;
}

function lineIndexes(text: string, wanted: (line: string, index: number, lines: string[]) => boolean): number[] {
  const lines = text.split('\n');
  return lines.flatMap((line, index) => (wanted(line, index, lines) ? [index] : []));
}

/** Key lines below another key of the same mapping: moved one space either way, they no longer line up, so YAML breaks. */
function siblingKeyLines(text: string): number[] {
  return lineIndexes(text, (line, index, lines) => {
    const column = keyColumn(line);
    if (column === undefined || column < 2) return false;
    const previous = lines.slice(0, index).findLast((earlier) => earlier.trim() !== '' && !earlier.trimStart().startsWith('#'));
    return previous !== undefined && keyColumn(previous) === column;
  });
}

function indentedKeyLines(text: string): number[] {
  return lineIndexes(text, (line) => (keyColumn(line) ?? 0) > 0);
}

/** `key: value` lines outside a list item's first line: a copy below is the same key twice in one mapping. */
function scalarKeyLines(text: string): number[] {
  return lineIndexes(text, (line) => /^ *[A-Za-z]\w*: [^#\s]/.test(line));
}
