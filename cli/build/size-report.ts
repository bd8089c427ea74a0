import { statSync } from 'node:fs';
import { extname } from 'node:path';
import { formatTable } from '../text-table.ts';
import { compressibleFiles } from './precompress.ts';

export interface AssetSizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface BundleSizes {
  js: AssetSizes;
  css: AssetSizes;
}

function sizesOf(file: string): AssetSizes {
  return { raw: statSync(file).size, gzip: statSync(`${file}.gz`).size, brotli: statSync(`${file}.br`).size };
}

function add(total: AssetSizes, more: AssetSizes): AssetSizes {
  return { raw: total.raw + more.raw, gzip: total.gzip + more.gzip, brotli: total.brotli + more.brotli };
}

/** Bytes of every script and stylesheet a built country ships, as the build precompressed each. */
export function measureBundle(outDir: string): BundleSizes {
  const empty = { raw: 0, gzip: 0, brotli: 0 };
  const sizes: BundleSizes = { js: empty, css: empty };
  for (const file of compressibleFiles(outDir)) {
    const kind = extname(file) === '.js' ? 'js' : extname(file) === '.css' ? 'css' : undefined;
    if (kind) sizes[kind] = add(sizes[kind], sizesOf(file));
  }
  return sizes;
}

function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** A plain-text table: one row per country, JS and CSS bytes raw, gzip and brotli. */
export function formatSizeTable(rows: ReadonlyArray<{ code: string; sizes: BundleSizes }>): string {
  const header = ['country', 'JS raw', 'JS gzip', 'JS brotli', 'CSS raw', 'CSS gzip', 'CSS brotli'];
  const body = rows.map(({ code, sizes }) => [code, ...[sizes.js, sizes.css].flatMap((asset) => [asset.raw, asset.gzip, asset.brotli].map(kilobytes))]);
  return formatTable(header, body, (column) => column > 0);
}
