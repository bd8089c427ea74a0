import { expect, test, type Page } from '@playwright/test';
import { paths } from '../validation/paths.ts';
import { percentile75 } from '../services/vitals/vitals-store.ts';
import { loadDictionary } from '../validation/locale-dictionary.ts';
import type { Translation } from '../locales/i18n-types.ts';
import { servedCountries } from './countries.ts';
import { hydrateSignup } from './islands.ts';
import { startsWith } from './newsletter-form.ts';

type VitalsEvent = Record<string, string | number>;

const served = (code: string) => servedCountries.find(({ config }) => config.code === code)!;
const german = served('DE');
const swissFrench = served('CH_FR');

/** Google's line between a good and a poor INP at the 75th percentile of visits. */
const GOOD_INP_MS = 200;
const INP_VISITS = 4;
const RECORD_KEY = 'e2e.webVitals';

/**
 * Keeps a copy of each `web_vitals` event the page pushes into its dataLayer in sessionStorage:
 * INP and CLS are pushed as the page is left, and the tab's sessionStorage outlives that.
 */
async function recordVitals(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    const dataLayer: unknown[] = (window.dataLayer ??= []);
    const push = dataLayer.push.bind(dataLayer);
    dataLayer.push = (...events: unknown[]) => {
      const vitals = events.filter((event) => (event as VitalsEvent | null)?.event === 'web_vitals');
      if (vitals.length > 0) sessionStorage.setItem(key, JSON.stringify([...JSON.parse(sessionStorage.getItem(key) ?? '[]'), ...vitals]));
      return push(...events);
    };
  }, RECORD_KEY);
}

const recorded = (page: Page) => page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as VitalsEvent[], RECORD_KEY);

/** Waits until the vitals' chunk has loaded, on idle after the page's load: it reports TTFB at once. */
async function vitalsRunning(page: Page): Promise<VitalsEvent> {
  const ttfb = await page.waitForFunction(() => window.dataLayer?.find((entry) => (entry as VitalsEvent).event === 'web_vitals' && (entry as VitalsEvent).metric_name === 'TTFB'));
  return (await ttfb.jsonValue()) as VitalsEvent;
}

/**
 * A shopper's sign-up in DE's footer on a 4× slower CPU: the form opened, an address typed, the
 * form sent, and the page reloaded. Leaving the page hides it: web-vitals reports INP and CLS
 * then, and the page beacons them to the sink. Returns what the first page pushed, by metric.
 */
async function signUpAndReload(page: Page): Promise<Record<string, VitalsEvent>> {
  const copy = ((await loadDictionary(paths.locales, german.config.locale)) as Translation).newsletter;
  await recordVitals(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  await page.goto(`${german.baseURL}/`);
  await vitalsRunning(page);
  await hydrateSignup(page);
  const signup = page.locator('[data-island="footer-signup"]');
  await signup.getByRole('textbox', { name: startsWith(copy.email) }).click();
  // The form opens its further fields on focus (spec §2.1); a shopper types into what they see.
  await expect(signup.getByRole('button', { name: copy.legalNotice.title })).toBeVisible();
  await page.keyboard.type(`vitals-${Date.now()}@example.com`);
  await signup.getByRole('button', { name: startsWith(copy.submit) }).click();
  await expect(page.getByText(copy.success.title)).toBeVisible();
  await page.reload();
  await vitalsRunning(page);
  const firstVisit = (await recorded(page)).filter((event) => event.navigation_type === 'navigate');
  return Object.fromEntries(firstVisit.map((event) => [event.metric_name, event]));
}

test.describe('real-user Core Web Vitals', () => {
  test('a sign-up in DE reports INP, LCP and CLS with attribution, and /_dev/vitals then shows them', async ({ page }) => {
    const byName = await signUpAndReload(page);
    test.info().annotations.push({ type: 'INP at 4× CPU slowdown', description: `${byName.INP?.metric_value} ms` });

    const expected = { event: 'web_vitals', country: 'DE', page_route: '/', navigation_type: 'navigate', metric_id: expect.stringMatching(/^v5-/) };
    expect(byName.INP).toMatchObject({ ...expected, debug_target: expect.stringMatching(/\S/), debug_interaction_type: expect.stringMatching(/^(pointer|keyboard)$/), debug_interaction_time: expect.any(Number) });
    expect(byName.LCP).toMatchObject({ ...expected, debug_target: expect.stringMatching(/\S/) });
    expect(byName.CLS).toMatchObject({ ...expected, metric_value: expect.any(Number) });
    // A page that did not shift has no shift to name.
    if (byName.CLS!.metric_value !== 0) expect(byName.CLS!.debug_target).toEqual(expect.any(String));

    await page.goto(`${german.baseURL}/_dev/vitals`);
    const row = (metric: string) =>
      page
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: 'DE', exact: true }) })
        .filter({ has: page.getByRole('rowheader', { name: '/', exact: true }) })
        .filter({ has: page.getByRole('rowheader', { name: metric, exact: true }) });
    for (const metric of ['LCP', 'INP', 'CLS']) await expect(row(metric)).toHaveCount(1);
  });

  test('a keyboard visitor who leaves right after a key still reports INP', async ({ page }) => {
    await recordVitals(page);
    await page.goto(`${german.baseURL}/`);
    await vitalsRunning(page);
    await page.keyboard.press('Tab');
    // The browser reports a key's Event Timing once its frame has painted: a page left before that
    // frame has nothing to report, whatever its code does (1 run in 8 here, at c6fb2bb as well).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.reload();
    await vitalsRunning(page);
    const firstVisit = (await recorded(page)).filter((event) => event.navigation_type === 'navigate');
    expect(firstVisit.find((event) => event.metric_name === 'INP')).toMatchObject({ debug_interaction_type: 'keyboard', metric_value: expect.any(Number) });
  });

  // Google's line for a good INP, at 4× CPU slowdown as issue 27 asks, and as Google rates INP: at the
  // 75th percentile of visits, here four sign-ups, each in a fresh browser context. It runs alone, once
  // every other test is done (playwright.config.ts): beside the other worker's tests it measures their
  // load. Measured alone on a quiet machine: 80 to 120 ms a visit, the click into the email field or the submit.
  test('the sign-up’s INP in DE stays good at 4× CPU slowdown', { tag: '@alone' }, async ({ browser }) => {
    // A sign-up at 4× CPU slowdown takes some 7 s.
    test.setTimeout(INP_VISITS * 20_000);
    const visits: VitalsEvent[] = [];
    for (let visit = 0; visit < INP_VISITS; visit++) {
      const context = await browser.newContext();
      const { INP } = await signUpAndReload(await context.newPage());
      await context.close();
      const { metric_value, debug_target, debug_interaction_type, debug_input_delay, debug_processing_duration, debug_presentation_delay } = INP!;
      // In CI's log: which interaction it was, and where its time went.
      console.log(
        `INP at 4× CPU slowdown: ${metric_value} ms, ${debug_interaction_type} on ${debug_target} (input delay ${debug_input_delay}, processing ${debug_processing_duration}, presentation ${debug_presentation_delay})`,
      );
      visits.push(INP!);
    }
    expect(percentile75(visits.map((event) => Number(event.metric_value)))).toBeLessThan(GOOD_INP_MS);
  });

  test('CH_FR reports its pages by route, without its /fr/, and an unknown address as the not-found page', async ({ page }) => {
    await page.goto(`${swissFrench.baseURL}/`);
    expect(await vitalsRunning(page)).toMatchObject({ country: 'CH_FR', page_route: '/' });
    await page.goto(`${swissFrench.baseURL}/no-such-page?token=abc`);
    expect(await vitalsRunning(page)).toMatchObject({ country: 'CH_FR', page_route: '/404' });
  });
});
