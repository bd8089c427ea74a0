import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { CATEGORIES, type LighthouseResult } from './audit-results.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium-flags.ts';

// The host resolver answers only 127.0.0.1, so nothing the page or the browser asks for can leave the machine.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'];

export interface Browser {
  port: number;
  close(): void;
}

/** One Chromium with a fresh profile for the whole run; close() ends it and removes the profile. */
export async function launchBrowser(): Promise<Browser> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'storefront-audit-chrome-'));
  let chrome: LaunchedChrome;
  try {
    chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, userDataDir, logLevel: 'silent' });
  } catch (error) {
    rmSync(userDataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    port: chrome.port,
    close() {
      chrome.kill();
      // Chromium's helper processes may still be writing to the profile for a moment after the kill.
      rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}

export interface LighthouseRun {
  lhr: LighthouseResult;
  html: string;
  json: string;
}

/** Lighthouse's default config (mobile, simulated throttling), limited to the four scored categories. */
export async function runLighthouse(browser: Browser, url: string): Promise<LighthouseRun> {
  const flags: Flags = {
    port: browser.port,
    output: ['html', 'json'],
    logLevel: 'error',
    onlyCategories: CATEGORIES.map(({ id }) => id),
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error('Lighthouse returned no result');
  const [html, json] = result.report as string[];
  return { lhr: result.lhr, html: html!, json: json! };
}
