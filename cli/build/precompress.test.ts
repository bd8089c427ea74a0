import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressibleFiles, precompress } from './precompress.ts';

const TEXT_FILES = ['index.html', 'assets/x.js', 'assets/y.css', 'icons/z.svg', 'login/index.html', 'data/deep/er/pages.json', 'sitemap.xml', 'robots.txt'];
const PNG = 'images/photo.png';

let folder: string;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'storefront-precompress-'));
  for (const file of [...TEXT_FILES, PNG]) {
    mkdirSync(join(folder, file, '..'), { recursive: true });
    // Each file its own content, repeated so that compressing it is worth something.
    writeFileSync(join(folder, file), `${file}: ${'Ünïcödé and plain text '.repeat(200)}`);
  }
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('compressibleFiles', () => {
  it('lists the HTML, script, stylesheet, SVG, JSON, XML and plain text files in every folder, and nothing else', () => {
    expect(compressibleFiles(folder).sort()).toEqual(TEXT_FILES.map((file) => join(folder, file)).sort());
  });

  it('lists nothing in a folder without text files', () => {
    const empty = join(folder, 'images');
    expect(compressibleFiles(empty)).toEqual([]);
  });
});

describe('precompress', () => {
  it('writes a .gz beside every text file that unzips to the original bytes', async () => {
    await precompress(folder);
    for (const file of TEXT_FILES) {
      const original = readFileSync(join(folder, file));
      const gzipped = readFileSync(join(folder, `${file}.gz`));
      expect(gzipped.length).toBeLessThan(original.length);
      expect(gunzipSync(gzipped).equals(original)).toBe(true);
    }
  });

  it('writes a .br beside every text file that decompresses to the original bytes', async () => {
    await precompress(folder);
    for (const file of TEXT_FILES) {
      const original = readFileSync(join(folder, file));
      const brotli = readFileSync(join(folder, `${file}.br`));
      expect(brotli.length).toBeLessThan(original.length);
      expect(brotliDecompressSync(brotli).equals(original)).toBe(true);
    }
  });

  it('leaves images other than SVG alone', async () => {
    await precompress(folder);
    expect(existsSync(join(folder, `${PNG}.gz`))).toBe(false);
    expect(existsSync(join(folder, `${PNG}.br`))).toBe(false);
  });

  it('leaves the original files as they were', async () => {
    const before = TEXT_FILES.map((file) => readFileSync(join(folder, file)));
    await precompress(folder);
    expect(TEXT_FILES.map((file) => readFileSync(join(folder, file)))).toEqual(before);
  });

  it('does not count its own .gz and .br files as files to compress', async () => {
    await precompress(folder);
    expect(compressibleFiles(folder).sort()).toEqual(TEXT_FILES.map((file) => join(folder, file)).sort());
  });
});
