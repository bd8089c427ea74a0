import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageAsset {
  /** Address of the file on the site, e.g. /assets/login-abc123.js */
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

// Vite writes these three forms; attribute order and quoting are its own and stable.
const INITIAL_ASSET = /<(?:script [^>]*src|link [^>]*href)="(\/assets\/[^"]+\.(?:js|css))"/g;

export function gzipSize(content: Buffer): number {
  return gzipSync(content, { level: 9 }).length;
}

/**
 * What a page loads before it is interactive: the scripts and stylesheets its HTML names (entry,
 * module preloads, stylesheets). Chunks loaded later on demand (the staff panel, the footer's
 * sign-up form) are not part of it.
 */
export function pageWeight(siteDir: string, htmlFile: string): PageWeight {
  const html = readFileSync(join(siteDir, htmlFile), 'utf8');
  const hrefs = [...new Set([...html.matchAll(INITIAL_ASSET)].map((match) => match[1]!))];
  const assets = hrefs
    .map((href): PageAsset => ({ href, kind: extname(href) === '.js' ? 'js' : 'css', gzip: gzipSize(readFileSync(join(siteDir, href))) }))
    .sort((a, b) => b.gzip - a.gzip);
  const total = (kind: PageAsset['kind']) => assets.filter((asset) => asset.kind === kind).reduce((sum, asset) => sum + asset.gzip, 0);
  return { js: total('js'), css: total('css'), assets };
}
