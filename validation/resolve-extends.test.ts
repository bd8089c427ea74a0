import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { originAt } from './origins.ts';
import { CountryResolver } from './resolve-extends.ts';
import { countryFolder } from './test-country-file.ts';

let folder: string;
afterEach(() => rmSync(folder, { recursive: true, force: true }));

function resolveIn(files: Record<string, string>, name: string) {
  folder = countryFolder(files);
  return new CountryResolver().resolve(join(folder, name));
}

const problemsOf = ({ extendsProblems }: { extendsProblems: Array<{ line: number; column: number; message: string }> }) =>
  extendsProblems.map(({ line, column, message }) => `${line}:${column} ${message}`);

describe('CountryResolver', () => {
  it('resolves a chain of parents and leaves extends out of the data', () => {
    const resolved = resolveIn(
      {
        'de.yaml': 'code: DE\nlegalAge: 16\ntexts:\n  a: de\n  b: de\n',
        'ch.yaml': 'extends: de\ncode: CH\ntexts:\n  b: ch\n',
        'ch_fr.yaml': 'extends: ch\ncode: CH_FR\ntexts:\n  c: fr\n',
      },
      'ch_fr.yaml',
    );
    expect(resolved.data).toEqual({ code: 'CH_FR', legalAge: 16, texts: { a: 'de', b: 'ch', c: 'fr' } });
    expect(resolved.chain.map(({ file }) => file.replace(/.*\//, ''))).toEqual(['ch_fr.yaml', 'ch.yaml', 'de.yaml']);
    const where = (pointer: string) => {
      const origin = originAt(resolved.origins, pointer)!;
      return `${origin.source.file.replace(/.*\//, '')}:${origin.source.lineCounter.linePos(origin.value!.range![0]).line}`;
    };
    expect([where('/legalAge'), where('/texts/a'), where('/texts/b'), where('/texts/c')]).toEqual(['de.yaml:2', 'de.yaml:4', 'ch.yaml:4', 'ch_fr.yaml:4']);
  });

  it('gives one error at an extends that names no file, and nothing else: the file cannot be resolved', () => {
    const files = { 'de.yaml': 'code: DE\n' };
    for (const written of ['123', '[de]', 'null', '""']) {
      const resolved = resolveIn({ ...files, 'at.yaml': `code: AT\nextends: ${written}\n` }, 'at.yaml');
      expect(resolved.data, written).toBeUndefined();
      expect(problemsOf(resolved), written).toEqual([expect.stringMatching(/^2:10 extends is .*; allowed: the name of another file in this folder without \.yaml \(de\)$/)]);
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('suggests the file name without .yaml', () => {
    const resolved = resolveIn({ 'de.yaml': 'code: DE\n', 'at.yaml': 'extends: de.yaml\ncode: AT\n' }, 'at.yaml');
    expect(problemsOf(resolved)).toEqual(['1:10 extends is "de.yaml", but there is no de.yaml.yaml in this folder; did you mean "de"?']);
  });

  it('names a cycle at the extends line of each file in it, told from that file', () => {
    const files = { 'at.yaml': 'code: AT\nextends: ch\n', 'ch.yaml': 'extends: at\ncode: CH\n' };
    folder = countryFolder(files);
    const resolver = new CountryResolver();
    const [at, ch] = [resolver.resolve(join(folder, 'at.yaml')), resolver.resolve(join(folder, 'ch.yaml'))];
    expect(at.data).toBeUndefined();
    expect(problemsOf(at)).toEqual(['2:10 extends forms a cycle: at.yaml → ch.yaml → at.yaml; allowed: a chain of parents that ends in a file without extends']);
    expect(problemsOf(ch)).toEqual(['1:10 extends forms a cycle: ch.yaml → at.yaml → ch.yaml; allowed: a chain of parents that ends in a file without extends']);
  });

  it('calls a file that extends itself a cycle', () => {
    expect(problemsOf(resolveIn({ 'at.yaml': 'extends: at\n' }, 'at.yaml'))).toEqual([
      '1:10 extends forms a cycle: at.yaml → at.yaml; allowed: a chain of parents that ends in a file without extends',
    ]);
  });

  it('says a file whose parent is in a cycle it is not part of cannot build on that parent', () => {
    const resolved = resolveIn({ 'at.yaml': 'extends: ch\n', 'ch.yaml': 'extends: de\n', 'de.yaml': 'extends: ch\n' }, 'at.yaml');
    expect(problemsOf(resolved)).toEqual(['1:10 extends is "ch", but ch.yaml has errors that keep it from being read (listed for that file), so the values this file inherits could not be checked; allowed: a parent file that can be read']);
  });

  it('suggests the file meant by a misspelt parent, and lists the files when nothing is close', () => {
    expect(problemsOf(resolveIn({ 'de.yaml': 'code: DE\n', 'at.yaml': 'extends: dee\n' }, 'at.yaml'))).toEqual([
      '1:10 extends is "dee", but there is no dee.yaml in this folder; did you mean "de"?',
    ]);
    rmSync(folder, { recursive: true, force: true });
    expect(problemsOf(resolveIn({ 'de.yaml': 'code: DE\n', 'at.yaml': 'extends: turkey\n' }, 'at.yaml'))).toEqual([
      '1:10 extends is "turkey", but there is no turkey.yaml in this folder; allowed: the name of another file in this folder without .yaml (de)',
    ]);
  });

  it('does not reach outside the folder through the parent name', () => {
    expect(problemsOf(resolveIn({ 'at.yaml': 'extends: ../de\n' }, 'at.yaml'))[0]).toMatch(/^1:10 extends is "\.\.\/de", but there is no \.\.\/de\.yaml in this folder/);
  });

  it('gives the child one error at extends when the parent has a syntax error', () => {
    const resolved = resolveIn({ 'de.yaml': 'code: [DE\n', 'at.yaml': '# Austria\nextends: de\ncode: AT\n' }, 'at.yaml');
    expect(resolved.data).toBeUndefined();
    expect(problemsOf(resolved)).toEqual(['2:10 extends is "de", but de.yaml has errors that keep it from being read (listed for that file), so the values this file inherits could not be checked; allowed: a parent file that can be read']);
  });

  it('says a parent without keys at its top level has nothing to inherit', () => {
    expect(problemsOf(resolveIn({ 'de.yaml': '- DE\n', 'at.yaml': 'extends: de\n' }, 'at.yaml'))).toEqual([
      '1:10 extends is "de", but de.yaml holds no keys to inherit; allowed: a parent file with keys at its top level',
    ]);
  });
});
