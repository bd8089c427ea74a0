import { expect, test, type Page } from '@playwright/test';
import { paths } from '../../validation/paths.ts';
import { loadDictionary } from '../../validation/locale-dictionary.ts';
import type { Translation } from '../../locales/i18n-types.ts';
import { FOOTER_PROMOTION_PATH } from '../../src/api/promotion.ts';
import { routes } from '../../src/app/routes.ts';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import { NEWSLETTER_INTERNAL_BASE } from '../../src/newsletter/api/newsletter-client.ts';
import { NOT_FOUND_PAGE } from '../../src/pages/routes.ts';
import { expectNoAxeViolations } from '../axe.ts';
import { servedCountries, variantCountries } from '../countries.ts';
import { contrastOnBackground } from './contrast.ts';
import { expandSignup, openHydrated, pageVisits, type PageVisit } from './pages.ts';
import { installProbes } from './probes.ts';
import { A11Y_VIEWPORTS, DESKTOP, PHONE } from './widths.ts';

const NON_TEXT_CONTRAST = 3; // WCAG 1.4.11
const FOCUS_OUTLINE_MIN_PX = 2;
const MOST_TAB_STOPS = 300;
const NARROWEST = { width: 320, height: 640 };
/** The pages that show a country's own data beyond the footer: its sign-up form. */
const COUNTRY_DATA_PAGES: string[] = [routes.home, routes.subscribeNewsletter];

/** Each visible form control's boundary: its own border or, where it draws none (a password input), its wrapper's. */
function controlBoundaries(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('input:not([type="hidden"]), select, textarea')].filter(window.probes.seen).map((control) => {
      let boxed: Element = control;
      for (let level = 0; level < 3 && boxed.parentElement && parseFloat(getComputedStyle(boxed).borderTopWidth) === 0; level++) {
        boxed = boxed.parentElement;
      }
      const style = getComputedStyle(boxed);
      const sides = (['Top', 'Right', 'Bottom', 'Left'] as const)
        .map((side) => ({ width: parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)), colour: style.getPropertyValue(`border-${side.toLowerCase()}-color`) }))
        .filter(({ width }) => width > 0);
      return { name: window.probes.describe(control), sides: sides.map(({ colour }) => colour), background: window.probes.background(boxed.parentElement ?? boxed) };
    }),
  );
}

/**
 * The focus indicator of the focused element: an outline that the element, or a wrapper up to two
 * levels above it, draws only while focused. Found by comparing with an unfocused shallow copy.
 */
function focusIndicator(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body || !window.probes.firstVisit(focused)) return null;
    const name = window.probes.describe(focused);
    const inFooter = focused.closest('footer') !== null;
    for (let node: Element | null = focused, level = 0; node && level < 3; node = node.parentElement, level++) {
      const style = getComputedStyle(node);
      if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2) continue;
      const unfocused = node.cloneNode(false) as Element;
      unfocused.removeAttribute('id');
      node.after(unfocused);
      const before = getComputedStyle(unfocused);
      const changed = ['outlineStyle', 'outlineWidth', 'outlineColor'].some((key) => before[key as 'outlineStyle'] !== style[key as 'outlineStyle']);
      unfocused.remove();
      if (changed) return { name, inFooter, width: parseFloat(style.outlineWidth), outline: style.outlineColor, background: window.probes.background(node.parentElement ?? node) };
    }
    return { name, inFooter, width: 0, outline: null, background: null };
  });
}

const primaryLanguage = (tag: string) => tag.split('-')[0]!.toLowerCase();

/** The document title and the h1 each page must carry; the h1 of the home and the sign-up pages is checked on its own. */
function expectedTexts(path: string, copy: Translation): { title: string; heading?: string } {
  if (path === routes.home) return { title: copy.home.metaTitle };
  if (path === routes.newsletterConfirmation) return { title: copy.newsletter.confirmation.metaTitle };
  if (path === routes.subscribeNewsletter) return { title: copy.newsletter.signupPage.metaTitle };
  if (path === NOT_FOUND_PAGE.path) return { title: copy.notFound.metaTitle, heading: copy.notFound.heading };
  return { title: copy.login.metaTitle, heading: copy.login.heading };
}

/**
 * Collects the page's console errors and uncaught exceptions. Chromium logs every failed load as an
 * error, even those that answer as they should: the promotion where a country has none (spec §7),
 * the not-found page itself, and the confirmation of an invalid link.
 */
function recordConsoleErrors(page: Page, { address, linkInvalid }: PageVisit): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const { pathname } = new URL(message.location().url || 'about:blank');
    const expected =
      pathname.endsWith(FOOTER_PROMOTION_PATH) || (address === NOT_FOUND_PAGE.path && pathname.endsWith(address)) || (linkInvalid && pathname.includes(NEWSLETTER_INTERNAL_BASE));
    if (message.type() === 'error' && !expected) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Opens the first group of the footer's phone accordion, where it shows, and says what was still
 * animating right after the click; returns once it stands still.
 */
async function openFirstFooterPanel(page: Page, country: CountryConfig): Promise<string[]> {
  const [first] = Object.values(country.footer.teaser.groups);
  const header = page.getByRole('contentinfo').getByRole('button', { name: first!.heading.link.text });
  if (!(await header.isVisible())) return [];
  await header.click();
  const running = await page.evaluate(() =>
    document.getAnimations().map((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      return target ? window.probes.describe(target) : 'an animation';
    }),
  );
  await expect(page.getByRole('contentinfo').getByRole('link', { name: first!.overviewLink.text })).toBeVisible();
  // Measured mid-way, an opening panel is cut off by its own height.
  await page.waitForFunction(() => document.getAnimations().length === 0);
  return running;
}

/** How far the page scrolls sideways, and the elements whose content is cut off by their own box. */
function overflowAndClipping(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const cuts = (overflow: string) => overflow !== 'visible';
    const clipped = [...document.body.querySelectorAll('*')].filter((element) => {
      if (!window.probes.seen(element)) return false;
      const style = getComputedStyle(element);
      const wider = element.scrollWidth > element.clientWidth + 1;
      const taller = element.scrollHeight > element.clientHeight + 1;
      return (wider && (cuts(style.overflowX) || style.textOverflow === 'ellipsis')) || (taller && cuts(style.overflowY));
    });
    return { sideways: root.scrollWidth - root.clientWidth, clipped: clipped.map(window.probes.describe) };
  });
}

/** Every element with a transition or animation that takes time, and how long. */
function timedElements(page: Page) {
  return page.evaluate(() => {
    const takesTime = (durations: string) => durations.split(',').some((duration) => parseFloat(duration) > 0);
    return [...document.querySelectorAll('*')].flatMap((element) => {
      const style = getComputedStyle(element);
      const timed = [
        takesTime(style.transitionDuration) && `transition ${style.transitionProperty} ${style.transitionDuration}`,
        takesTime(style.animationDuration) && style.animationName !== 'none' && `animation ${style.animationName} ${style.animationDuration}`,
      ].filter(Boolean);
      return timed.length ? [`${window.probes.describe(element)}: ${timed.join(', ')}`] : [];
    });
  });
}

for (const served of servedCountries) {
  const { config, baseURL } = served;
  // Every country's data (texts, links, groups) at the desktop width, where the footer shows all of
  // it; the phone's layout and what only the components decide (motion, the switcher's languages)
  // in the countries that show every variant.
  const isVariant = variantCountries.includes(served);
  const viewports = isVariant ? A11Y_VIEWPORTS : [DESKTOP];
  // The other countries' login, confirmation and not-found pages are the variant countries' in
  // other words: the sweep at 320px below still opens each of them.
  const wholePageVisits = pageVisits(config).filter(({ address }) => isVariant || COUNTRY_DATA_PAGES.includes(address));
  test.describe(`what shoppers see in ${config.code}`, () => {
    test.use({ baseURL: `${baseURL}/` });
    let copy: Translation;
    test.beforeAll(async () => {
      copy = (await loadDictionary(paths.locales, config.locale)) as Translation;
    });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(installProbes);
    });

    for (const viewport of viewports) {
      for (const visit of wholePageVisits) {
        // One visit a page and screen for every whole-page check: each takes its page 4-12 s to open and hydrate on the 2-core machines.
        test(`${visit.address} at ${viewport.width}px: its answer, language and title, no console error, no axe violation, one h1, field boundaries of 3:1, a visible focus indicator at every Tab stop`, async ({ page }) => {
          const consoleErrors = recordConsoleErrors(page, visit);
          await page.setViewportSize(viewport);
          const response = await openHydrated(page, visit, copy.newsletter);
          const path = new URL(visit.address, 'http://shop/').pathname;
          expect(response?.status()).toBe(path === NOT_FOUND_PAGE.path ? 404 : 200);
          await expect(page.locator('html')).toHaveAttribute('lang', config.locale);
          await expect(page.getByRole('banner')).toContainText(config.displayName);
          const { title, heading } = expectedTexts(path, copy);
          await expect(page).toHaveTitle(title);
          if (heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
          if (path === routes.home) await expect(page.getByRole('heading', { level: 1 })).toContainText(config.displayName);
          await expectNoAxeViolations(page, visit.address);

          await expandSignup(page, copy.newsletter);
          await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
          const failures: string[] = [];

          for (const { name, sides, background } of await controlBoundaries(page)) {
            const weakest = Math.min(...sides.map((side) => contrastOnBackground(side, background)));
            if (!(weakest >= NON_TEXT_CONTRAST)) failures.push(`${name}: boundary ${weakest.toFixed(2)}:1`);
          }

          await page.locator('body').focus();
          const stops: string[] = [];
          for (let stop = 0; stop < MOST_TAB_STOPS; stop++) {
            await page.keyboard.press('Tab');
            const indicator = await focusIndicator(page);
            // The footer is the same on every page of a country: its stops are walked on the home page.
            if (!indicator || (indicator.inFooter && path !== routes.home)) break;
            stops.push(indicator.name);
            const ratio = indicator.outline && indicator.background ? contrastOnBackground(indicator.outline, indicator.background) : 0;
            if (indicator.width < FOCUS_OUTLINE_MIN_PX || ratio < NON_TEXT_CONTRAST) {
              failures.push(`focus on ${indicator.name}: ${indicator.width}px at ${ratio.toFixed(2)}:1`);
            }
          }
          const showPassword = `"${copy.widgets.password.show}"`;
          if ((await page.locator('input[type="password"]').count()) && !stops.some((stop) => stop.startsWith('button') && stop.endsWith(showPassword))) {
            failures.push(`the button ${showPassword} is no Tab stop`);
          }
          expect(failures).toEqual([]);
          expect(consoleErrors).toEqual([]);
        });
      }
    }

    test('a footer link to a page the kit does not build lands on the not-found page, which leads home', async ({ page }) => {
      await page.goto(`.${routes.home}`);
      const unbuilt = await page.getByRole('contentinfo').locator('a[href$=".html"]').first().getAttribute('href');
      const response = await page.goto(unbuilt!);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', config.locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.notFound.heading);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: copy.notFound.homeLink }).click();
      await expect(page).toHaveURL(`${baseURL}${routes.home}`);
    });

    test('at 320px with text at 200% nothing scrolls sideways or is clipped, the sign-up and a footer panel open', async ({ page }) => {
      await page.setViewportSize(NARROWEST);
      const failures: string[] = [];
      for (const visit of pageVisits(config)) {
        await openHydrated(page, visit, copy.newsletter);
        // What a browser's text-only zoom does: Mantine sizes text and spacing in rem.
        await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
        await expandSignup(page, copy.newsletter);
        await openFirstFooterPanel(page, config);
        const { sideways, clipped } = await overflowAndClipping(page);
        if (sideways > 0) failures.push(`${visit.address}: scrolls sideways by ${sideways}px`);
        failures.push(...clipped.map((name) => `${visit.address}: ${name} is clipped`));
      }
      expect(failures).toEqual([]);
    });

    if (isVariant) test('under reduced motion nothing moves: no transition or animation, the footer panel opens at once', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize(PHONE);
      const failures: string[] = [];
      for (const visit of pageVisits(config)) {
        await openHydrated(page, visit, copy.newsletter);
        await expandSignup(page, copy.newsletter);
        const button = page.getByRole('button').filter({ visible: true }).first();
        await button.hover();
        await button.focus();
        const running = await openFirstFooterPanel(page, config);
        failures.push(...running.map((name) => `${visit.address}: ${name} still animates after the panel opened`));
        failures.push(...(await timedElements(page)).map((name) => `${visit.address}: ${name}`));
      }
      expect(failures).toEqual([]);
    });

    if (isVariant) test('the country switcher marks the language of every other shop\'s name', async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await openHydrated(page, { address: '/' }, copy.newsletter);
      const switcher = page.getByRole('navigation', { name: copy.footer.labels.countrySwitcher });
      for (const { config: { shop, locale } } of servedCountries) {
        const link = switcher.getByRole('link', { name: shop.label, exact: true });
        const lang = await link.evaluate((element) => element.closest('[lang]')?.getAttribute('lang') ?? '');
        expect(primaryLanguage(lang), `${shop.label} is read as ${locale}`).toBe(primaryLanguage(locale));
      }
    });
  });
}

test('a country without its own sign-up page answers 404 there', async ({ request }) => {
  const withoutPage = servedCountries.find(({ config }) => !config.newsletter.signupPage)!;
  expect((await request.get(`${withoutPage.baseURL}${routes.subscribeNewsletter}`)).status()).toBe(404);
});
