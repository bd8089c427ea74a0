import { PAGE_STARTER_SCRIPT } from '../../src/pages/page-starter.generated.ts';

/** The built page's entry script and module preloads, as Vite writes them, under the shop's base path (`/fr/assets/…`). */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/(?:[^"/]+\/)*assets\/[^"]+\.js)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/(?:[^"/]+\/)*assets\/[^"]+\.js)">/g;
const ASSET_TAG = /<(?:script|link) [^>]*(?:src|href)="(\/(?:[^"/]+\/)*assets\/[^"]+\.(?:js|css))"[^>]*>/g;
const STARTER_SCRIPT = /<script data-page="/;
const STARTED_MODULES = /data-(?:page|modules)="([^"]*)"/g;
/** A <script> with code of its own: no src, and a type a browser runs (none, or a module); not JSON-LD or data. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)(?![^>]*\stype="(?!module")[^"]*")[^>]*>([\s\S]*?)<\/script>/g;

/** How the budget tables name a page's inline scripts, which have no address of their own. */
export const INLINE_SCRIPT_NAME = 'inline <script>';

/** An asset's file in the built folder, from its address under whatever base path the shop has. */
export function assetFile(href: string): string {
  return href.slice(href.lastIndexOf('/assets/') + 1);
}

/**
 * The page's HTML with its entry and module preloads handed to the start-after-paint script
 * (src/pages/start-after-paint.ts) instead of being fetched while the page still has to paint.
 * The starter stands inline where the entry script stood: fetched as a file of its own, even at
 * low priority, it was one more round trip on a slow link between the HTML and the page's first
 * moment of holding a shopper's submit (on DE's /login, Lighthouse's LCP 1,010 → 764 ms).
 */
export function withScriptsAfterPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('the built page has no entry script to start after paint');
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const starter = `<script data-page="${entry}" data-modules="${modules.join(' ')}">${PAGE_STARTER_SCRIPT}</script>`;
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => starter);
}

/**
 * The page's HTML with a module script of its own ahead of the start-after-paint script, which
 * starts the page's code once the page is parsed: module scripts have run by then, so it runs
 * before any of the page's code.
 */
export function withScriptBeforePage(html: string, href: string): string {
  if (!STARTER_SCRIPT.test(html)) throw new Error('the built page has no start-after-paint script to run a script before');
  return html.replace(STARTER_SCRIPT, (starter) => `<script type="module" crossorigin src="${href}"></script>\n    ${starter}`);
}

/** The code of every script the page's HTML holds inline. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((match) => match[1]!).filter(Boolean);
}

/**
 * Every script and stylesheet a page loads before any of its code asks for more: what its HTML
 * links, but for disabled stylesheets, and the entry and modules the start-after-paint script loads.
 */
export function initialAssets(html: string): string[] {
  const linked = [...html.matchAll(ASSET_TAG)].filter(([tag]) => !/ disabled>$/.test(tag)).map((match) => match[1]!);
  const started = [...html.matchAll(STARTED_MODULES)].flatMap((match) => match[1]!.split(' ').filter(Boolean));
  return [...new Set([...linked, ...started])];
}
