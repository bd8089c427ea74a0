import { expect, test, type Locator, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { paths } from '../../validation/paths.ts';
import { loadDictionary } from '../../validation/locale-dictionary.ts';
import type { Translation } from '../../locales/i18n-types.ts';
import { galleryServers, servedCountries, type ServedCountry } from '../countries.ts';
import { openHydratedHome } from '../hydrated-home.ts';
import { startsWith } from './form-keyboard.ts';
import { expandSignup } from './pages.ts';

type ForcedColors = 'active' | 'none';
const MODES: ForcedColors[] = ['active', 'none'];

// A filled box or a tick and dot turns a tenth or more of the box from light to dark or back. A
// border that only changes its shade of dark (as forced colours draw a checked box) flips none.
const LEAST_FLIPPED_SHARE = 0.1;
// Of 255: a pixel flips when its brightness moves by more than half the range.
const FLIP = 128;

interface Control {
  /** What the test is about, for its title */
  what: string;
  server: ServedCountry;
  /** Opens the page and returns the unchecked checkbox or radio */
  open: (page: Page, copy: Translation['newsletter']) => Promise<Locator>;
}

const served = (code: string) => servedCountries.find(({ config }) => config.code === code)!;

async function signupCheckbox(page: Page, copy: Translation['newsletter'], label: string): Promise<Locator> {
  await openHydratedHome(page);
  await expandSignup(page, copy);
  return page.getByRole('region', { name: copy.heading }).getByRole('checkbox', { name: startsWith(label.slice(0, 30)) });
}

// The consents of issue 26 on their real pages; radios show only in the widget gallery.
const CONTROLS: Control[] = [
  { what: 'the newsletter consent checkbox', server: served('TR'), open: (page, copy) => signupCheckbox(page, copy, copy.newsletterConsent) },
  { what: 'the personalisation (DNE) consent checkbox', server: served('DE'), open: (page, copy) => signupCheckbox(page, copy, copy.personalisationConsent) },
  {
    what: 'a radio of the gallery',
    server: galleryServers.find(({ config }) => config.code === 'DE')!,
    open: async (page) => {
      await page.goto('./_gallery');
      return page.getByRole('radiogroup', { name: 'Radio group (default)' }).getByRole('radio', { name: 'Coffee' });
    },
  },
];

/**
 * The box as the shopper sees it: Mantine's wrapper of the input (drawn as the box, its native
 * look removed) and the tick or dot laid over it. Transitions are finished, not caught halfway.
 */
async function shootBox(page: Page, control: Locator, forcedColors: ForcedColors): Promise<Buffer> {
  await page.emulateMedia({ forcedColors });
  return control.locator('..').screenshot({ animations: 'disabled' });
}

const luma = (data: Buffer, at: number) => 0.299 * data[at]! + 0.587 * data[at + 1]! + 0.114 * data[at + 2]!;

/** How many pixels turn from light to dark or back between two pictures of one box, and their share of it. */
function flipped(before: Buffer, after: Buffer): { pixels: number; share: number } {
  const [first, second] = [PNG.sync.read(before), PNG.sync.read(after)];
  let pixels = 0;
  for (let at = 0; at < first.data.length; at += 4) if (Math.abs(luma(first.data, at) - luma(second.data, at)) > FLIP) pixels += 1;
  return { pixels, share: pixels / (first.width * first.height) };
}

for (const { what, server, open } of CONTROLS) {
  test.describe(`${what} in ${server.config.code}`, () => {
    test.use({ baseURL: `${server.baseURL}/` });

    test('looks checked once checked, with forced colours (Windows high contrast) and without (issue 26)', async ({ page }) => {
      const copy = ((await loadDictionary(paths.locales, server.config.locale)) as Translation).newsletter;
      const control = await open(page, copy);
      await expect(control).not.toBeChecked();
      const unchecked = new Map<ForcedColors, Buffer>();
      for (const mode of MODES) unchecked.set(mode, await shootBox(page, control, mode));

      await control.check();
      // Leaving the box takes its focus ring out of the picture: only the check may differ.
      await control.blur();

      for (const mode of MODES) {
        const { pixels, share } = flipped(unchecked.get(mode)!, await shootBox(page, control, mode));
        expect.soft(share, `forced colours ${mode}: ${pixels} pixels of the box flipped`).toBeGreaterThanOrEqual(LEAST_FLIPPED_SHARE);
      }
    });
  });
}
