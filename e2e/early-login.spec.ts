import { expect, test, type Page } from '@playwright/test';
import { paths } from '../validation/paths.ts';
import { loadDictionary } from '../validation/locale-dictionary.ts';
import type { Translation } from '../locales/i18n-types.ts';
import { servedCountries } from './countries.ts';
import { CODE_ARRIVES, waitForLivePage } from './islands.ts';
import { logIn, loginForm, PASSWORD, seededCustomers } from './login-form.ts';

/** The login page's targets of issue 42: a German and a Turkish shop. */
const EARLY_COUNTRIES = ['DE', 'TR'];
/** What the login form's island loads on its first touch: React, what islands share, the form. */
const ISLAND_CODE = /\/assets\/(?:load-react|hydrate-island|IslandProviders|LoginIsland)-[^/]+\.js$/;
/** The form's own code, held back in the test of early use, as on a slow phone network. */
const FORM_CODE = /\/assets\/(?:hydrate-island|LoginIsland)-[^/]+\.js$/;
const LOGIN_PATH = '/service/login/api/v1/login';

const dataLayerEvents = (page: Page, event: string) =>
  page.evaluate((name) => (window as { dataLayer?: Array<{ event?: unknown }> }).dataLayer?.filter((entry) => entry.event === name) ?? [], event);

for (const { config, baseURL } of servedCountries.filter(({ config }) => EARLY_COUNTRIES.includes(config.code))) {
  // Each server allows 10 login attempts per address in 15 minutes: login.spec.ts takes 2 of this customer's.
  const customer = seededCustomers.filter(({ country }) => country === config.code)[1]!;

  test.describe(`the login page in ${config.code} before its form's code has arrived`, () => {
    test.use({ baseURL: `${baseURL}/` });

    test('loads no form code untouched, yet fills in the known address; nothing done before the code arrives is lost', async ({ context, page }) => {
      const dictionary = (await loadDictionary(paths.locales, config.locale)) as Translation;
      const copy = dictionary.login;
      // Logged in before, this browser is known by its long-term token; the login itself has ended.
      await page.goto('./login');
      await logIn(page, copy, customer.email);
      await expect(page).toHaveURL(`${baseURL}/`);
      await context.clearCookies({ name: 'LoginToken' });

      const returning = await context.newPage();
      const islandCode: string[] = [];
      returning.on('request', (request) => ISLAND_CODE.test(request.url()) && islandCode.push(request.url()));
      let release = () => undefined as void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await returning.route(FORM_CODE, async (route) => {
        await released;
        await route.continue();
      });
      const logins: string[] = [];
      returning.on('request', (request) => request.method() === 'POST' && request.url().endsWith(LOGIN_PATH) && logins.push(request.url()));

      await returning.goto('./login');
      const form = loginForm(returning, copy);
      // The page's small script: the page view, and the address the long-term token remembers.
      await expect(form.email).toHaveValue(customer.email);
      expect(await dataLayerEvents(returning, 'page_view')).toEqual([{ event: 'page_view', page: 'user_login' }]);
      await waitForLivePage(returning);
      await returning.waitForLoadState('networkidle');
      expect(islandCode, 'form code loaded before the first touch').toEqual([]);

      // The first touch starts the code, which does not arrive until released.
      await form.password.click();
      await returning.keyboard.type(PASSWORD);
      const show = returning.getByRole('button', { name: dictionary.widgets.password.show });
      await show.click();
      await form.password.press('Enter');
      // Sent early: held, shown busy at once and said so, not posted and not reloaded.
      await expect(returning.locator('form[data-held-submit]')).toHaveCount(1);
      await expect(returning.locator('[data-early-status]')).toHaveText(dictionary.widgets.button.loading);
      await expect(form.submit).toHaveAttribute('aria-busy', 'true');
      // Where the shopper is looking too: on a phone the button may be below the fold or under the keyboard.
      await expect(form.email).toHaveCSS('opacity', '0.6');
      await expect(form.password).toHaveAttribute('type', 'password');
      expect(logins).toEqual([]);
      expect(islandCode.length).toBeGreaterThan(0);

      release();
      // The held submit logs in once, when the code has arrived: seconds on a busy 2-core machine.
      await expect(returning).toHaveURL(`${baseURL}/`, CODE_ARRIVES);
      expect(logins).toHaveLength(1);
      await expect.poll(() => dataLayerEvents(returning, 'login')).toEqual([{ event: 'login', method: 'password' }]);
      await returning.reload();
      await waitForLivePage(returning);
      expect(await dataLayerEvents(returning, 'login')).toEqual([]);
    });

    test('an Enter pressed before any of the page’s script files has arrived is held, not posted, and logs in once they have', async ({ page }) => {
      const dictionary = (await loadDictionary(paths.locales, config.locale)) as Translation;
      let release = () => undefined as void;
      const released = new Promise<void>((resolve) => (release = resolve));
      // A slow phone network: the HTML and the stylesheet have come, no script file has yet.
      await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      const logins: string[] = [];
      page.on('request', (request) => request.method() === 'POST' && request.url().endsWith(LOGIN_PATH) && logins.push(request.url()));
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));

      await page.goto('./login', { waitUntil: 'commit' });
      const form = loginForm(page, dictionary.login);
      await form.email.fill(customer.email);
      await form.password.fill(PASSWORD);
      await form.password.press('Enter');
      await expect(page.locator('form[data-held-submit]')).toHaveCount(1);
      await expect(page.locator('[data-early-status]')).toHaveText(dictionary.widgets.button.loading);
      await page.waitForTimeout(500);
      expect(navigations, 'the form was posted by the browser').toEqual([`${baseURL}/login`]);

      release();
      await expect(page).toHaveURL(`${baseURL}/`, CODE_ARRIVES);
      expect(logins).toHaveLength(1);
    });

    for (const { what, code } of [
      { what: 'the form’s own code', code: FORM_CODE },
      // Every page imports the footer's script: any of the page's modules failing stops the page's code.
      { what: 'a module of the page’s code', code: /\/assets\/enhance-footer-[^/]+\.js$/ },
    ]) {
      test(`a form sent early whose code cannot be loaded (${what}) says so, visibly and to screen readers, no longer looks busy, and is not posted after`, async ({ page }) => {
        const dictionary = (await loadDictionary(paths.locales, config.locale)) as Translation;
        let release = () => undefined as void;
        const released = new Promise<void>((resolve) => (release = resolve));
        // A connection that drops while the code is on its way.
        await page.route(code, async (route) => {
          await released;
          await route.abort('internetdisconnected');
        });
        await page.goto('./login');
        const form = loginForm(page, dictionary.login);
        await form.password.click();
        await page.keyboard.type(PASSWORD);
        await page.keyboard.press('Enter');
        await expect(page.locator('form[data-held-submit]')).toHaveCount(1);

        release();
        const status = page.locator('[data-early-status]');
        await expect(status).toHaveText(dictionary.widgets.island.failed, CODE_ARRIVES);
        await expect(status).toBeVisible();
        await expect(page.locator('form[data-held-submit]')).toHaveCount(0);
        await expect(form.submit).not.toHaveAttribute('aria-busy');
        // Sent again, the form is not posted by the browser, which would lose what was typed: the message stays.
        const navigations: string[] = [];
        page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
        await form.password.press('Enter');
        await page.waitForTimeout(500);
        expect(navigations).toEqual([]);
        await expect(form.password).toHaveValue(PASSWORD);
        await expect(status).toHaveText(dictionary.widgets.island.failed);
      });
    }

    test('presses of the show button before the code arrives are each made once it has: one shows the password, two show and hide it', async ({ page }) => {
      const dictionary = (await loadDictionary(paths.locales, config.locale)) as Translation;
      for (const [presses, type] of [
        [1, 'text'],
        [2, 'password'],
      ] as const) {
        let release = () => undefined as void;
        const released = new Promise<void>((resolve) => (release = resolve));
        await page.route(FORM_CODE, async (route) => {
          await released;
          await route.continue();
        });
        await page.goto('./login');
        const { password } = loginForm(page, dictionary.login);
        await password.fill('geheim');
        const show = page.getByRole('button', { name: dictionary.widgets.password.show });
        for (let press = 0; press < presses; press++) await show.click();
        await expect(password).toHaveAttribute('type', 'password');
        release();
        await expect(page.locator('[data-island="login"]')).toHaveAttribute('data-hydrated', '', CODE_ARRIVES);
        // The presses are made one task apart after that: time for every one of them to land.
        await expect(page.locator('[data-held-clicks]')).toHaveCount(0);
        await page.waitForTimeout(500);
        await expect(show, `${presses} presses`).toHaveAttribute('aria-pressed', String(type === 'text'));
        await expect(password, `${presses} presses`).toHaveAttribute('type', type);
        await expect(password).toHaveValue('geheim');
        await page.unroute(FORM_CODE);
      }
    });
  });
}
