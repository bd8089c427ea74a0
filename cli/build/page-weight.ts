import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { assetFile, initialAssets, INLINE_SCRIPT_NAME, inlineScripts } from './page-scripts.ts';

export interface PageAsset {
  /** Address of the file on the site, e.g. /assets/login-abc123.js (/fr/assets/… under a base path), or INLINE_SCRIPT_NAME */
  href: string;
  kind: 'js' | 'css';
  /** Bytes after gzip at the level the build precompresses with. */
  gzip: number;
}

export interface PageWeight {
  js: number;
  css: number;
  /** Every script and stylesheet the page's HTML asks for, largest first. */
  assets: PageAsset[];
}

export function gzipSize(content: Buffer): number {
  return gzipSync(content, { level: 9 }).length;
}

/**
 * What a page loads before it is interactive: its stylesheets, its entry and the modules that
 * imports, and the script that starts them, which the HTML holds inline. Chunks loaded later on
 * demand (the staff panel, the footer's sign-up form) are not part of it.
 */
export function pageWeight(siteDir: string, htmlFile: string): PageWeight {
  const html = readFileSync(join(siteDir, htmlFile), 'utf8');
  const files = initialAssets(html).map((href): PageAsset => ({ href, kind: extname(href) === '.js' ? 'js' : 'css', gzip: gzipSize(readFileSync(join(siteDir, assetFile(href)))) }));
  const inline = inlineScripts(html).map((code): PageAsset => ({ href: INLINE_SCRIPT_NAME, kind: 'js', gzip: gzipSize(Buffer.from(code)) }));
  const assets = [...files, ...inline].sort((a, b) => b.gzip - a.gzip);
  const total = (kind: PageAsset['kind']) => assets.filter((asset) => asset.kind === kind).reduce((sum, asset) => sum + asset.gzip, 0);
  return { js: total('js'), css: total('css'), assets };
}
