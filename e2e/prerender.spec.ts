import { expect, test, type Page } from '@playwright/test';
import { loadDictionary } from '../validation/locale-dictionary.ts';
import { paths } from '../validation/paths.ts';
import { routes } from '../src/app/routes.ts';
import { servedCountries } from './countries.ts';
import { openHydratedHome } from './hydrated-home.ts';

type Dictionary = { login: { heading: string }; newsletter: { heading: string } };

const SCREENS = [
  { name: 'a phone', viewport: { width: 412, height: 823 } },
  { name: 'a desktop', viewport: { width: 1280, height: 900 } },
];

/** Keeps every unexpected layout shift of each page the tab loads. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift score (CLS without session windows: every shift counts) once the page has settled. */
async function layoutShiftOf(page: Page, path: string): Promise<number> {
  await page.goto(`.${path}`, { waitUntil: 'networkidle' });
  // The footer and its sign-up hydrate after the page: give them time to do it.
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
}

for (const { config, baseURL } of servedCountries) {
  test.describe(`${config.code} prerendered pages`, () => {
    test.use({ baseURL: `${baseURL}/` });

    test.describe('with JavaScript off', () => {
      test.use({ javaScriptEnabled: false });

      test('show the footer’s links, the sign-up form and the login form', async ({ page }) => {
        const dictionary = (await loadDictionary(paths.locales, config.locale)) as Dictionary;
        const legalLink = Object.values(config.footer.legalLinks).find((link) => 'url' in link)!;

        await page.goto(`.${routes.home}`);
        await expect(page.getByRole('contentinfo').getByRole('link', { name: legalLink.text, exact: true })).toBeVisible();
        await expect(page.getByRole('form', { name: dictionary.newsletter.heading })).toBeVisible();

        await page.goto(`.${routes.login}`);
        const loginForm = page.getByRole('form', { name: dictionary.login.heading });
        await expect(loginForm.getByRole('textbox').first()).toBeVisible();
        await expect(loginForm.locator('input[type="password"]')).toBeVisible();
        await expect(loginForm).toHaveAttribute('method', 'post');
      });
    });

    test('fetch one stylesheet each, and their code only once they have painted', async ({ page }) => {
      const stylesheets: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
      });
      // Every script is requested once the browser has reported the first paint: the starter is in the page.
      const paintedBeforeCode = () =>
        page.evaluate(() => {
          const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
          const scripts = performance.getEntriesByType('resource').filter(({ name }) => name.endsWith('.js'));
          return scripts.length > 0 && scripts.every(({ startTime }) => startTime >= firstPaint);
        });

      // The footer and its sign-up load their code after the page: their styles must already be in place.
      await openHydratedHome(page);
      expect(await paintedBeforeCode()).toBe(true);
      await page.goto(`.${routes.login}`, { waitUntil: 'networkidle' });
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(await paintedBeforeCode()).toBe(true);

      expect(stylesheets).toHaveLength(2);
      expect(stylesheets.every((path) => /^\/(?:[\w-]+\/)*assets\/page-[\w-]+\.css$/.test(path))).toBe(true);
    });

    test('run their inline starter under the Content-Security-Policy, and refuse any other inline script', async ({ page }) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.goto(`.${routes.login}`);
      // The page's code comes through the starter only: the island going live proves that it ran.
      await page.locator('input[type="email"]').first().focus();
      await expect(page.locator('[data-island="login"]')).toHaveAttribute('data-hydrated', '');
      expect(violations).toEqual([]);

      const injectedRan = await page.evaluate(async () => {
        const refused = new Promise<string>((resolve) => document.addEventListener('securitypolicyviolation', (event) => resolve(event.violatedDirective), { once: true }));
        const script = document.createElement('script');
        script.textContent = 'window.injected = true';
        document.head.append(script);
        return { ran: 'injected' in window, directive: await refused };
      });
      expect(injectedRan).toEqual({ ran: false, directive: 'script-src-elem' });
    });

    for (const { name, viewport } of SCREENS) {
      test(`move nothing on ${name} while the scripts take over`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await watchLayoutShifts(page);
        // The confirmation page with a link that is no good: its form replaces the "confirming" state once the service answered.
        for (const path of [routes.home, routes.login, `${routes.newsletterConfirmation}#token=nonsense`]) {
          expect(await layoutShiftOf(page, path), `layout shift of ${path}`).toBeLessThanOrEqual(0.01);
        }
      });
    }
  });
}

test('a page asks for its own script together with the modules it imports, not one round trip after them', async ({ page }) => {
  const { baseURL } = servedCountries.find(({ config }) => config.code === 'DE')!;
  const html = await (await page.request.get(`${baseURL}${routes.login}`)).text();
  const entry = /data-page="([^"]+)"/.exec(html)![1]!;
  const modules = /data-modules="([^"]+)"/.exec(html)![1]!.split(' ');
  let askForEntry = () => undefined as void;
  const entryAsked = new Promise<void>((resolve) => (askForEntry = resolve));
  page.on('request', (request) => new URL(request.url()).pathname === entry && askForEntry());
  // Each module comes only once the entry has been asked for, or after 5 s: a slow link, where
  // a request that waits for the answers of the others waits one round trip more.
  const answeredBeforeEntryAsked: string[] = [];
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (modules.includes(path)) {
      const asked = await Promise.race([entryAsked.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000))]);
      if (!asked) answeredBeforeEntryAsked.push(path);
    }
    await route.continue();
  });
  await page.goto(`${baseURL}${routes.login}`);
  await entryAsked;
  expect(answeredBeforeEntryAsked).toEqual([]);
});
