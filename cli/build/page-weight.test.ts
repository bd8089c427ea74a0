import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gzipSize, pageWeight } from './page-weight.ts';

const site = mkdtempSync(join(tmpdir(), 'storefront-page-weight-'));
afterAll(() => rmSync(site, { recursive: true, force: true }));

// Contents of different sizes and shapes, so that their gzip sizes differ and the order shows.
const ENTRY = Buffer.from(Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i * 7919};`).join('\n'));
const PRELOAD = Buffer.from('export const shared = () => "a small shared chunk";\n');
const STYLES = Buffer.from(Array.from({ length: 60 }, (_, i) => `.class-${i} { margin: ${i}px; }`).join('\n'));
const LAZY = Buffer.from(Array.from({ length: 2000 }, (_, i) => `lazy${i * 31}`).join(';'));

function writeSite(file: string, html: string): void {
  writeFileSync(join(site, file), html);
}

mkdirSync(join(site, 'assets'));
mkdirSync(join(site, 'login'));
writeFileSync(join(site, 'assets', 'a.js'), ENTRY);
writeFileSync(join(site, 'assets', 'b.js'), PRELOAD);
writeFileSync(join(site, 'assets', 'c.css'), STYLES);
writeFileSync(join(site, 'assets', 'lazy.js'), LAZY);
writeFileSync(join(site, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
writeSite(
  'index.html',
  `<!doctype html>
<html lang="de-DE">
  <head>
    <link rel="icon" href="/favicon.svg">
    <script type="module" crossorigin src="/assets/a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/b.js">
    <link rel="stylesheet" crossorigin href="/assets/c.css">
  </head>
  <body><div id="root"></div></body>
</html>
`,
);
writeSite(
  'login/index.html',
  `<!doctype html>
<html lang="de-DE">
  <head>
    <script type="module" crossorigin src="/assets/a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/b.js">
    <link rel="modulepreload" crossorigin href="/assets/b.js">
    <link rel="stylesheet" crossorigin href="/assets/c.css">
    <link rel="stylesheet" crossorigin href="/assets/c.css">
  </head>
  <body><div id="root"></div></body>
</html>
`,
);

describe('pageWeight', () => {
  it('counts as JavaScript the gzip size of the entry script and its module preloads', () => {
    expect(pageWeight(site, 'index.html').js).toBe(gzipSize(ENTRY) + gzipSize(PRELOAD));
  });

  it('counts as CSS the gzip size of the stylesheets', () => {
    expect(pageWeight(site, 'index.html').css).toBe(gzipSize(STYLES));
  });

  it('leaves out chunks the HTML does not name and links that are not assets, such as the icon', () => {
    const { assets } = pageWeight(site, 'index.html');
    expect(assets.map(({ href }) => href)).not.toContain('/assets/lazy.js');
    expect(assets.map(({ href }) => href)).not.toContain('/favicon.svg');
    expect(assets).toHaveLength(3);
  });

  it('counts a file the HTML names twice only once', () => {
    const once = pageWeight(site, 'index.html');
    const twice = pageWeight(site, 'login/index.html');
    expect(twice.js).toBe(once.js);
    expect(twice.css).toBe(once.css);
    expect(twice.assets.map(({ href }) => href).sort()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.css']);
  });

  it('lists every asset, largest first, with its kind, address and gzip size', () => {
    const expected = [
      { href: '/assets/a.js', kind: 'js', gzip: gzipSize(ENTRY) },
      { href: '/assets/b.js', kind: 'js', gzip: gzipSize(PRELOAD) },
      { href: '/assets/c.css', kind: 'css', gzip: gzipSize(STYLES) },
    ].sort((a, b) => b.gzip - a.gzip);
    // The fixture's sizes must differ, or the order would prove nothing.
    expect(new Set(expected.map(({ gzip }) => gzip)).size).toBe(3);
    expect(pageWeight(site, 'index.html').assets).toEqual(expected);
  });
});

describe('gzipSize', () => {
  it('is smaller than the content for repetitive text and grows with the content', () => {
    expect(gzipSize(ENTRY)).toBeLessThan(ENTRY.length);
    expect(gzipSize(Buffer.concat([ENTRY, LAZY]))).toBeGreaterThan(gzipSize(ENTRY));
  });
});
