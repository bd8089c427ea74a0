import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Text files worth compressing (the sitemap and robots.txt among them); images other than SVG are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.xml', '.txt']);

export function compressibleFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name));
}

// Brotli's quality 11 makes files 2% smaller than 10 but takes 2.5 times as long, which the
// build-time budget of `build --all` cannot spare.
const BROTLI_QUALITY = 10;

/**
 * Writes `<file>.gz` and `<file>.br` beside every text file of a built country: done once at
 * build time, so the server sends small files without compressing on each request. zlib's thread
 * pool compresses several files at once.
 */
export async function precompress(folder: string): Promise<void> {
  await Promise.all(compressibleFiles(folder).map(precompressFile));
}

/** Writes `<file>.gz` and `<file>.br` beside one file. */
export async function precompressFile(file: string): Promise<void> {
  const content = readFileSync(file);
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(content, { level: 9 }),
    brotliAsync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
  ]);
  writeFileSync(`${file}.gz`, gzipped);
  writeFileSync(`${file}.br`, brotli);
}
