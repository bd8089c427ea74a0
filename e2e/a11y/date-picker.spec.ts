import { expect, test, type Locator, type Page } from '@playwright/test';
import { paths } from '../../validation/paths.ts';
import { loadDictionary } from '../../validation/locale-dictionary.ts';
import type { Translation } from '../../locales/i18n-types.ts';
import { expectNoAxeViolations } from '../axe.ts';
import { variantCountries } from '../countries.ts';
import { signInAsStaff } from '../staff.ts';
import { pressTabUntilFocused } from './form-keyboard.ts';
import { A11Y_VIEWPORTS } from './widths.ts';
import { composite, contrastRatio, parseRgba, type Rgba } from './contrast.ts';

const WHITE_CANVAS: Rgba = { r: 255, g: 255, b: 255, a: 1 };
/** WCAG 1.4.3: normal-size text. */
const AA_TEXT_CONTRAST = 4.5;
// Mantine names each day button "D MMMM YYYY" in the country's language; day and year are enough to follow the focus.
const dayNamed = (day: number, year: number) => new RegExp(`^${day} \\S+ ${year}$`);

interface PaintedText {
  text: string;
  color: string;
  /** The element's own opacity times its ancestors'. */
  opacity: number;
  /** The backgrounds painted at the text's centre, from the element itself down, each with its opacity; none when something covers the text. */
  layers: { background: string; opacity: number }[];
}

/** Every element in `scope` that paints text of its own, with what is really painted beneath it (a box may overflow its parent). */
async function paintedTexts(scope: Locator): Promise<PaintedText[]> {
  await scope.scrollIntoViewIfNeeded();
  return scope.locator('*').evaluateAll((elements) => {
    const opacityOf = (element: Element) => {
      let opacity = 1;
      for (let node: Element | null = element; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
      return opacity;
    };
    return elements
      .filter((element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()))
      .map((element) => {
        const box = element.getBoundingClientRect();
        const stack = document.elementsFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        const beneath = stack.includes(element) ? stack.slice(stack.indexOf(element)) : [];
        return {
          text: element.textContent!.trim(),
          color: getComputedStyle(element).color,
          opacity: opacityOf(element),
          layers: beneath.map((node) => ({ background: getComputedStyle(node).backgroundColor, opacity: opacityOf(node) })),
        };
      });
  });
}

/** The text's contrast against what is beneath it; 0 when it is covered, which is as unreadable as it gets. */
function contrastOf({ color, opacity, layers }: PaintedText): number {
  if (layers.length === 0) return 0;
  const faded = (colour: Rgba, by: number) => ({ ...colour, a: colour.a * by });
  const background = layers.reduceRight((below, layer) => composite(faded(parseRgba(layer.background), layer.opacity), below), WHITE_CANVAS);
  return contrastRatio(composite(faded(parseRgba(color), opacity), background), background);
}

for (const { config, baseURL } of variantCountries) {
  for (const viewport of A11Y_VIEWPORTS) {
    test.describe(`the preview date picker in ${config.code} at ${viewport.width} px`, () => {
      test.use({ baseURL: `${baseURL}/`, viewport });
      let copy: Translation['preview'];
      test.beforeAll(async () => {
        copy = ((await loadDictionary(paths.locales, config.locale)) as Translation).preview;
      });

      test('staff type and pick a date by keyboard alone, in a named, readable, still calendar inside the panel, and set the time by keyboard', async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await signInAsStaff(page);
        const toggle = page.getByRole('button', { name: copy.toggle });
        await toggle.focus();
        await page.keyboard.press('Enter');
        const panel = page.getByRole('region', { name: copy.heading });
        const field = panel.getByRole('combobox', { name: copy.date });
        await pressTabUntilFocused(page, field, 12);
        await expect(field).toHaveAttribute('aria-haspopup', 'dialog');
        await expect(field).toHaveAttribute('aria-expanded', 'false');

        await page.keyboard.press('ControlOrMeta+a');
        await page.keyboard.type('2026-12-24');
        await page.keyboard.press('ArrowDown');
        // In the panel, in reading order, rather than at the end of <body>; the field says it controls it.
        const calendar = panel.getByRole('dialog', { name: copy.calendar.chooseDate });
        await expect(calendar).toBeVisible();
        await expect(field).toHaveAttribute('aria-expanded', 'true');
        await expect(field).toHaveAttribute('aria-controls', (await calendar.getAttribute('id'))!);
        const transitionSeconds = await calendar.evaluate((dialog) =>
          [dialog, ...dialog.querySelectorAll('*')].flatMap((element) => getComputedStyle(element).transitionDuration.split(',').map(parseFloat)),
        );
        expect(Math.max(...transitionSeconds)).toBe(0);
        const focused = page.locator(':focus');
        await expect(focused).toHaveAccessibleName(dayNamed(24, 2026));
        await expect(calendar.getByRole('button', { name: copy.calendar.previousMonth })).toBeVisible();
        await expect(calendar.getByRole('button', { name: copy.calendar.nextMonth })).toBeVisible();

        const texts = await paintedTexts(calendar);
        expect(texts.length).toBeGreaterThan(35);
        const tooFaint = texts.map((text) => ({ text: text.text, ratio: contrastOf(text) })).filter(({ ratio }) => ratio < AA_TEXT_CONTRAST);
        expect(tooFaint).toEqual([]);
        await expectNoAxeViolations(page, 'calendar open');

        await page.keyboard.press('ArrowRight');
        await expect(focused).toHaveAccessibleName(dayNamed(25, 2026));
        await page.keyboard.press('ArrowDown');
        await expect(focused).toHaveAccessibleName(dayNamed(1, 2027));
        await page.keyboard.press('PageDown');
        await page.keyboard.press('ArrowUp');
        // A week before 1 February: PageDown moved to the next month.
        await expect(focused).toHaveAccessibleName(dayNamed(25, 2027));
        await page.keyboard.press('Enter');
        await expect(field).toHaveValue('2027-01-25');
        await expect(field).toBeFocused();
        await expect(field).toHaveAttribute('aria-expanded', 'false');
        await expect(calendar).toBeHidden();

        await page.keyboard.press('ArrowDown');
        await expect(focused).toHaveAccessibleName(dayNamed(25, 2027));
        // The chosen day says so; the others do not.
        await expect(focused).toHaveAttribute('aria-pressed', 'true');
        await expect(calendar.locator('[aria-pressed="true"]')).toHaveCount(1);
        await page.keyboard.press('ArrowRight');
        // Out to the month buttons and back: the days take the focus again where the arrows left it.
        await page.keyboard.press('Tab');
        await expect(focused).toHaveAccessibleName(copy.calendar.previousMonth);
        await page.keyboard.press('Shift+Tab');
        await expect(focused).toHaveAccessibleName(dayNamed(26, 2027));
        await page.keyboard.press('Escape');
        await expect(calendar).toBeHidden();
        await expect(field).toBeFocused();
        await expect(field).toHaveValue('2027-01-25');

        const time = panel.getByLabel(copy.time);
        await pressTabUntilFocused(page, time, 12);
        const [hour, minute] = (await time.inputValue()).split(':').map(Number) as [number, number];
        await page.keyboard.press('ArrowUp');
        const pad = (value: number) => String(value).padStart(2, '0');
        await expect(time).toHaveValue(`${pad((hour + 1) % 24)}:${pad(minute)}`);
      });
    });
  }
}

for (const { config, baseURL } of variantCountries) {
  test.describe(`the preview panel in ${config.code} at 320 px with text at 200 %`, () => {
    test.use({ baseURL: `${baseURL}/`, viewport: { width: 320, height: 640 } });

    test('shows the whole date and time, and the open calendar does not widen the page', async ({ page }) => {
      const copy = ((await loadDictionary(paths.locales, config.locale)) as Translation).preview;
      await signInAsStaff(page);
      await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
      await page.getByRole('button', { name: copy.toggle }).click();
      const panel = page.getByRole('region', { name: copy.heading });
      const date = panel.getByRole('combobox', { name: copy.date });
      const time = panel.getByLabel(copy.time);
      await date.fill('2026-12-24');
      await time.fill('18:30');

      // An input whose text is wider than its box scrolls within it: part of the value is hidden.
      const hiddenText = (field: Locator) => field.evaluate((input) => input.scrollWidth - input.clientWidth);
      expect(await hiddenText(date)).toBeLessThanOrEqual(0);
      expect(await hiddenText(time)).toBeLessThanOrEqual(0);

      await date.press('ArrowDown');
      await expect(panel.getByRole('dialog', { name: copy.calendar.chooseDate })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    });
  });
}
