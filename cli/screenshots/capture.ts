import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { Translation } from '../../locales/i18n-types.ts';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import { waitForLivePage } from '../live-page.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium-flags.ts';
import { builtData, builtDictionary, type BuildTexts } from '../build/built-texts.ts';
import { pseudoProblems } from './pseudo-check.ts';
import { WIDTHS, type Shot, type StateContext } from './states.ts';

// Fixed, so that no date or time on a page differs between two runs of the same build.
const FIXED_TIME = new Date('2026-01-15T09:30:00Z');
const TIME_ZONE = 'Europe/Berlin';
const STEP_TIMEOUT_MS = 15_000;
const PICTURE_OPTIONS = { animations: 'disabled', caret: 'hide', scale: 'css' } as const;

export interface CountryPictures {
  /** Names of the pictures written, in order; each is `<name>.png`, and its thumbnail `thumbnails/<name>.png`. */
  taken: string[];
  /** Pictures that could not be taken, with the reason. */
  failed: Map<string, string>;
  /** Of a pseudo-locale build: pictures taken that show a page scrolling sideways or a text no translation reaches. */
  flagged: Map<string, string>;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
}

/** Waits until nothing more arrives or changes: the page live, no request for a while, and every font loaded. */
async function settle(page: Page): Promise<void> {
  await waitForLivePage(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

/**
 * Takes one picture, full page, and its thumbnail, the browser's view, in a browser context of its own, so no cookie or storage of an earlier state
 * leaks into it. A page answering another status than its own (404 for the not-found page) is no picture of it.
 */
async function takePicture(browser: Browser, origin: string, shot: Shot, context: StateContext, folder: string, pseudo: boolean): Promise<string[]> {
  const [file, thumbnailFile] = [join(folder, `${shot.name}.png`), join(folder, 'thumbnails', `${shot.name}.png`)];
  const phone = shot.width === 'phone';
  const browserContext = await browser.newContext({
    // With its last slash, so that a shot's './login' stays under a shop's path (/fr/).
    baseURL: `${origin}/`,
    viewport: WIDTHS[shot.width],
    deviceScaleFactor: 1,
    isMobile: phone,
    hasTouch: phone,
    locale: context.config.locale,
    timezoneId: TIME_ZONE,
    reducedMotion: 'reduce',
    colorScheme: 'light',
  });
  browserContext.setDefaultTimeout(STEP_TIMEOUT_MS);
  try {
    await browserContext.clock.setFixedTime(FIXED_TIME);
    const page = await browserContext.newPage();
    const response = await page.goto(`.${shot.open}`, { waitUntil: 'networkidle' });
    const status = response?.status();
    if (status !== shot.status) throw new Error(`${shot.open} answered ${status ?? 'nothing'}, not ${shot.status}`);
    await shot.act?.(page, context);
    await settle(page);
    // The steps leave the page scrolled to what they changed, so the view at this moment is the state's thumbnail.
    await page.screenshot({ ...PICTURE_OPTIONS, path: thumbnailFile });
    await page.screenshot({ ...PICTURE_OPTIONS, path: file, fullPage: true });
    return pseudo ? await pseudoProblems(page) : [];
  } finally {
    await browserContext.close();
  }
}

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!;

/**
 * Photographs a served country's shots into `folder`, one after the other; a failed picture does not
 * stop the others. Of a pseudo-locale build, each picture is checked too.
 */
export async function photographCountry(browser: Browser, origin: string, config: CountryConfig, shots: readonly Shot[], folder: string, texts: BuildTexts = {}): Promise<CountryPictures> {
  // The texts the steps look for (a button's name) are the ones the build wrote.
  const copy = ((await builtDictionary(config.locale, texts)) as Translation).newsletter;
  const [shown] = builtData([config], [], texts).configs;
  mkdirSync(join(folder, 'thumbnails'), { recursive: true });
  const pictures: CountryPictures = { taken: [], failed: new Map(), flagged: new Map() };
  for (const shot of shots) {
    // An address per picture: two sign-ups of one address in one database would not look alike.
    const context: StateContext = { config: shown!, copy, email: `${shot.name}@example.com` };
    try {
      const problems = await takePicture(browser, origin, shot, context, folder, texts.pseudo ?? false);
      pictures.taken.push(shot.name);
      if (problems.length > 0) pictures.flagged.set(shot.name, problems.join('; '));
    } catch (error) {
      pictures.failed.set(shot.name, firstLine(error));
    }
  }
  return pictures;
}
