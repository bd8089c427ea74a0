import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assetFile, initialAssets, inlineScripts } from '../../build/page-scripts.ts';
import { PAGE_STARTER_SCRIPT } from '../../../src/pages/page-starter.generated.ts';
import { paths } from '../../../validation/paths.ts';

// The sign-up's service address: only the newsletter client holds it.
const SIGNUP_CODE = 'newsletter-subscribers';
const countries = readdirSync(paths.countries).filter((name) => name.endsWith('.yaml')).map((name) => name.replace('.yaml', ''));

function read(siteDir: string, href: string): string {
  return readFileSync(join(siteDir, assetFile(href)), 'utf8');
}

/** Every script a page loads without being asked: what its HTML names, and what those import statically. */
function scriptsOf(siteDir: string, roots: readonly string[]): Set<string> {
  const found = new Set<string>();
  const visit = (href: string) => {
    if (found.has(href)) return;
    found.add(href);
    for (const [, imported] of read(siteDir, href).matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) visit(`/assets/${imported}`);
  };
  roots.forEach(visit);
  return found;
}

function htmlScripts(siteDir: string, htmlFile: string): string[] {
  return initialAssets(read(siteDir, htmlFile)).filter((href) => href.endsWith('.js'));
}

/** The chunk a page's code loads on demand, found by the start of its name. */
function lazyChunk(siteDir: string, name: string): string {
  const file = readdirSync(join(siteDir, 'assets')).find((entry) => entry.startsWith(`${name}-`) && entry.endsWith('.js'));
  if (!file) throw new Error(`no ${name} chunk in ${siteDir}`);
  return `/assets/${file}`;
}

describe.each(countries)('the %s bundle', (code) => {
  const siteDir = join(paths.dist, code);
  const holdsSignup = (scripts: Set<string>) => [...scripts].some((href) => read(siteDir, href).includes(SIGNUP_CODE));

  it.each(['index.html', '404.html'])('has %s load no component code without the shopper: no React, no sign-up', (htmlFile) => {
    const scripts = scriptsOf(siteDir, htmlScripts(siteDir, htmlFile));

    expect([...scripts].filter((href) => /\/react-[\w-]+\.js$/.test(href))).toEqual([]);
    expect(holdsSignup(scripts)).toBe(false);
  });

  it('loads no sign-up code with the login page’s island', () => {
    const scripts = scriptsOf(siteDir, [...htmlScripts(siteDir, 'login/index.html'), lazyChunk(siteDir, 'LoginIsland'), lazyChunk(siteDir, 'hydrate-island')]);

    expect(holdsSignup(scripts)).toBe(false);
  });

  it('keeps the sign-up in its island’s own chunk', () => {
    expect(holdsSignup(scriptsOf(siteDir, [lazyChunk(siteDir, 'signup-islands')]))).toBe(true);
  });

  it.each(['index.html', 'login/index.html'])('has %s fetch no script up front: it holds the one that starts its code after paint', (htmlFile) => {
    const html = read(siteDir, htmlFile);

    expect(html).not.toContain('<link rel="modulepreload"');
    expect([...html.matchAll(/<script [^>]*src="([^"]+)"/g)]).toEqual([]);
    expect(inlineScripts(html)).toEqual([PAGE_STARTER_SCRIPT]);
  });

  it.each(['index.html', 'login/index.html'])('serves %s prerendered: title in the head, the page in #root', (htmlFile) => {
    const html = read(siteDir, htmlFile);
    const head = html.slice(0, html.indexOf('</head>'));

    expect(head).toMatch(/<title>[^<]+<\/title>/);
    expect(head).toMatch(/<meta name="description" content="[^"]+"\/>/);
    expect(html).toMatch(/<div id="root"><style data-mantine-styles[\s\S]*<main[\s\S]*<footer/);
  });
});
