/** The built page's entry script and module preloads, as Vite writes them, under the shop's base path (`/fr/assets/…`). */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/(?:[^"/]+\/)*assets\/[^"]+\.js)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/(?:[^"/]+\/)*assets\/[^"]+\.js)">/g;
const ASSET_TAG = /<(?:script|link) [^>]*(?:src|href)="(\/(?:[^"/]+\/)*assets\/[^"]+\.(?:js|css))"[^>]*>/g;
const STARTER_SCRIPT = /<script type="module" fetchpriority="low" crossorigin src="[^"]+" data-page="/;
const STARTED_MODULES = /data-(?:page|modules)="([^"]*)"/g;

/** An asset's file in the built folder, from its address under whatever base path the shop has. */
export function assetFile(href: string): string {
  return href.slice(href.lastIndexOf('/assets/') + 1);
}

/**
 * The page's HTML with its entry and module preloads handed to the start-after-paint script
 * (src/pages/start-after-paint.ts) instead of being fetched while the page still has to paint.
 * The starter itself is fetched at low priority: a module script runs once the page is parsed
 * anyway, and at the high priority browsers give module scripts it would share a slow link with
 * the stylesheet the first paint waits for (on DE's /login, Lighthouse's FCP 980 → 760 ms).
 */
export function withScriptsAfterPaint(html: string, starterHref: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('the built page has no entry script to start after paint');
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const starter = `<script type="module" fetchpriority="low" crossorigin src="${starterHref}" data-page="${entry}" data-modules="${modules.join(' ')}"></script>`;
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => starter);
}

/**
 * The page's HTML with a module script of its own ahead of the start-after-paint script: module
 * scripts run in the order of the page, so it runs before any of the page's code.
 */
export function withScriptBeforePage(html: string, href: string): string {
  if (!STARTER_SCRIPT.test(html)) throw new Error('the built page has no start-after-paint script to run a script before');
  return html.replace(STARTER_SCRIPT, (starter) => `<script type="module" crossorigin src="${href}"></script>\n    ${starter}`);
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
