import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { assetFile } from './page-scripts.ts';

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/(?:[^"/]+\/)*assets\/[^"]+\.css)">/g;

/** The stylesheets a built page links, in the order Vite wrote them. */
export function linkedStylesheets(html: string): string[] {
  return [...html.matchAll(STYLESHEET_LINK)].map((match) => match[1]!);
}

/**
 * Writes a page's stylesheets as one file, in the given order and named by its content, and has
 * the page link that instead: one request before the first paint rather than one per chunk.
 * Each chunk's own file stays linked, disabled. A disabled stylesheet is never fetched, and when
 * a deferred chunk loads, Vite's loader finds its stylesheet linked and adds no second copy.
 */
export function withOneStylesheet(html: string, hrefs: readonly string[], siteDir: string, basePath = '/'): string {
  const css = hrefs.map((href) => readFileSync(join(siteDir, assetFile(href)), 'utf8')).join('\n');
  const file = `assets/page-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
  writeFileSync(join(siteDir, file), css);
  const href = `${basePath}${file}`;
  const links = [`<link rel="stylesheet" crossorigin href="${href}">`, ...hrefs.map((part) => `<link rel="stylesheet" crossorigin href="${part}" disabled>`)];
  return html.replace(STYLESHEET_LINK, '').replace('</head>', () => `${links.join('')}</head>`);
}
