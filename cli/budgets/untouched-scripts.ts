import type { Browser } from 'playwright-core';
import { INLINE_SCRIPT_NAME } from '../build/page-scripts.ts';
import { gzipSize } from '../build/page-weight.ts';

/** The phone of Lighthouse's mobile audit: what loads on it without a touch is what a shopper's phone pays for. */
const PHONE = { width: 412, height: 823 };
/** How long no new script may be asked for before the page counts as done loading on its own. */
const QUIET_MS = 2_000;
/** The longest a page is watched after its load event: a script a later timer starts is not counted. */
const WATCH_MS = 15_000;
const POLL_MS = 100;

export interface LoadedScript {
  /** The script's address as the page asked for it, or INLINE_SCRIPT_NAME. */
  url: string;
  /** Its bytes after gzip at the level the build precompresses with. */
  gzip: number;
}

/**
 * Every script a page loads from opening until it has been quiet for a while, with nobody touching
 * it: what its HTML holds or names, and what those load on their own after paint, on idle or by a timer.
 * In a browser context of its own, so that no cookie or cached file of another page counts.
 */
export async function untouchedScripts(browser: Browser, url: string): Promise<LoadedScript[]> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const weighed: Promise<LoadedScript>[] = [];
    let lastAskedAt = Date.now();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') lastAskedAt = Date.now();
    });
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      weighed.push(response.body().then((body) => ({ url: response.url(), gzip: gzipSize(body) })));
    });
    await page.goto(url, { waitUntil: 'load' });
    const inline = await page.evaluate(() => [...document.scripts].filter((script) => !script.src && ['', 'module', 'text/javascript'].includes(script.type)).map((script) => script.text));
    // Work put off until the browser is idle runs in an idle callback: wait for one first.
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    const loaded = Date.now();
    while (Date.now() - lastAskedAt < QUIET_MS && Date.now() - loaded < WATCH_MS) await page.waitForTimeout(POLL_MS);
    return [...(await Promise.all(weighed)), ...inline.map((code) => ({ url: INLINE_SCRIPT_NAME, gzip: gzipSize(Buffer.from(code)) }))];
  } finally {
    await context.close();
  }
}
