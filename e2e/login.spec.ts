import { test as base, expect, type ConsoleMessage, type Page, type Route } from '@playwright/test';
import { paths } from '../validation/paths.ts';
import { loadDictionary } from '../validation/locale-dictionary.ts';
import type { Translation } from '../locales/i18n-types.ts';
import { FOOTER_PROMOTION_PATH } from '../src/api/promotion.ts';
import { pageAddress } from '../src/config/shop-address.ts';
import { expectNoAxeViolations } from './axe.ts';
import { alikeCountries } from './countries.ts';
import { logIn, loginForm, PASSWORD, seededCustomers } from './login-form.ts';

type LoginCopy = Translation['login'];

const LOGIN_PATH = '/service/login/api/v1/login';
const RENEW_PATH = '/service/login/api/v1/logintoken/renew';
const TOKEN_CHECK_EVENT = 'storefront:login-token-check';
/** The Web Lock the pages take around a renewal (src/login/renewal/renewal-lock.ts). */
const RENEWAL_LOCK = 'storefront.loginTokenRenewal';
const PHONE = { width: 390, height: 844 };

/**
 * The console errors a login legitimately causes: Chromium logs every failed load, so the refused
 * or failed login call, and the promotion's 404 where a country has none (spec §7), show up there.
 */
function isExpectedConsoleError(message: ConsoleMessage): boolean {
  const { url } = message.location();
  if (url.endsWith(FOOTER_PROMOTION_PATH)) return true;
  return url.endsWith(LOGIN_PATH) && message.text().startsWith('Failed to load resource');
}

/** Every test fails on an uncaught page error, and on a console error that is not one of the expected ones, in any of its tabs. */
const test = base.extend<{ browserProblems: void }>({
  browserProblems: [
    async ({ context }, use) => {
      const problems: string[] = [];
      context.on('weberror', (error) => problems.push(`page error: ${error.error().message}`));
      context.on('console', (message) => {
        if (message.type() === 'error' && !isExpectedConsoleError(message)) problems.push(`console error: ${message.text()} (${message.location().url})`);
      });
      await use();
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startsWith = (text: string) => new RegExp(`^${escaped(text)}`);
const containing = (text: string) => new RegExp(escaped(text));

/** The claims of a login token, read without checking it, in seconds since the epoch. */
function claimsOf(token: string): { ren: number; exp: number } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { ren: number; exp: number };
}

const loginTokenIn = (page: Page) =>
  page.evaluate(() => document.cookie.split('; ').find((part) => part.startsWith('LoginToken='))?.slice('LoginToken='.length));

for (const { config, baseURL } of alikeCountries) {
  const home = `${baseURL}/`;
  // A target is a path of the origin: the shop's own path is part of it (/fr/newsletter/confirm in CH_FR).
  const confirmationTarget = `${new URL(home).pathname}newsletter/confirm`;
  // Each server allows 10 login attempts per address in 15 minutes: the journey uses the country's
  // first customer (2 attempts), the two other logging-in tests its second (1 each).
  const [firstCustomer, secondCustomer] = seededCustomers.filter(({ country }) => country === config.code);

  test.describe(`the login page in ${config.code}`, () => {
    test.use({ baseURL: `${baseURL}/` });
    let copy: LoginCopy;
    let dictionary: Translation;
    test.beforeAll(async () => {
      dictionary = (await loadDictionary(paths.locales, config.locale)) as Translation;
      copy = dictionary.login;
      expect(firstCustomer, `two customers of ${config.code} in seed.yaml`).toBeDefined();
      expect(secondCustomer, `two customers of ${config.code} in seed.yaml`).toBeDefined();
    });

    test('reports the user_login page view and refuses an empty form with both required messages, with no WCAG violation', async ({ page }) => {
      await page.goto('./login');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.heading);
      const form = loginForm(page, copy);
      await expect(form.email).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => (window as { dataLayer?: Array<{ event?: unknown }> }).dataLayer?.filter(({ event }) => event === 'page_view')))
        .toEqual([{ event: 'page_view', page: 'user_login' }]);
      await expectNoAxeViolations(page, 'empty');

      await form.submit.click();
      // Each message shows twice on purpose: in the error summary and on its field.
      await expect(form.email).toHaveAccessibleDescription(containing(copy.errors.emailRequired));
      await expect(form.email).toHaveAttribute('aria-invalid', 'true');
      await expect(form.password).toHaveAttribute('aria-invalid', 'true');
      await expect(form.password).toHaveAccessibleDescription(containing(copy.errors.passwordRequired));
      await expectNoAxeViolations(page, 'required');
    });

    test('refuses a wrong password, keeping the address, then logs in to the target; a logged-in visitor is sent on at once', async ({ page }) => {
      await page.goto(`./login?target=${confirmationTarget}`);
      const form = loginForm(page, copy);
      await form.email.fill(firstCustomer!.email);
      await form.password.fill('not-the-password');
      await expect(form.password).toHaveAttribute('type', 'password');
      // Pressed whether or not the form's code has arrived: an early press is made once it has.
      await page.getByRole('button', { name: dictionary.widgets.password.show }).click();
      await expect(form.password).toHaveAttribute('type', 'text');
      await form.submit.click();
      await expect(page.getByRole('alert')).toContainText(copy.errors.unauthorized);
      await expect(form.email).toHaveValue(firstCustomer!.email);
      await expect(form.password).toHaveValue('');
      await expect(form.password).toBeFocused();
      await expectNoAxeViolations(page, 'unauthorized');

      await form.password.fill(PASSWORD);
      await form.submit.click();
      await expect(page).toHaveURL(`${baseURL}/newsletter/confirm`);
      // The page the login led to says so, to screen readers as well.
      const loginState = page.getByText(dictionary.shell.loggedIn, { exact: true });
      await expect(loginState).toBeVisible();
      await expect(loginState).toHaveAttribute('aria-live', 'polite');

      // Later pages show it without announcing it again, and offer no login.
      await page.goto('./');
      await expect(loginState).toBeVisible();
      await expect(loginState).not.toHaveAttribute('aria-live');
      await expect(page.getByRole('link', { name: dictionary.home.loginLink, exact: true })).toBeHidden();

      await page.goto('./login');
      await expect(page).toHaveURL(home);
      await page.goto(`./login?target=${confirmationTarget}`);
      await expect(page).toHaveURL(`${baseURL}/newsletter/confirm`);
    });

    test('says the login is unavailable when the service cannot be reached or answers 503', async ({ page }) => {
      await page.route(`**${LOGIN_PATH}`, (route) => route.abort());
      await page.goto('./login');
      await logIn(page, copy, firstCustomer!.email);
      await expect(page.getByRole('alert')).toContainText(copy.errors.unavailable);
      await expect(page).toHaveURL(`${baseURL}/login`);

      await page.unroute(`**${LOGIN_PATH}`);
      let answered = 0;
      await page.route(`**${LOGIN_PATH}`, (route) => {
        answered += 1;
        return route.fulfill({
          status: 503,
          contentType: 'application/problem+json',
          body: JSON.stringify({ type: 'about:blank', title: 'Service Unavailable', status: 503 }),
        });
      });
      await page.reload();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await logIn(page, copy, firstCustomer!.email);
      await expect(page.getByRole('alert')).toContainText(copy.errors.unavailable);
      expect(answered).toBe(1);
      await expect(page).toHaveURL(`${baseURL}/login`);
    });

    test('sends the shopper to / of the shop, never to another host named as the target', async ({ context, page }) => {
      // A login and six more visits to the login page, each redirected: 16-35 s on the 2-core machines.
      test.setTimeout(60_000);
      // Should a target slip through, the browser would leave for it: answer there instead of the network.
      const elsewhere: string[] = [];
      await context.route(
        (url) => url.hostname.endsWith('evil.example'),
        (route) => {
          elsewhere.push(route.request().url());
          return route.fulfill({ contentType: 'text/html', body: '<title>elsewhere</title>' });
        },
      );

      await page.goto('./login?target=//evil.example');
      await logIn(page, copy, secondCustomer!.email);
      await expect(page).toHaveURL(home);

      for (const target of ['https://evil.example', '/\\evil.example', '//evil.example/login', '/\t/evil.example', 'javascript:alert(1)']) {
        await page.goto(`./login?target=${encodeURIComponent(target)}`);
        await expect(page, `target ${target}`).toHaveURL(home);
      }
      expect(elsewhere).toEqual([]);
    });

    test('two tabs holding a due login token renew it once and share the new one', async ({ context, page }) => {
      const renewals: string[] = [];
      context.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith(RENEW_PATH)) renewals.push(request.url());
      });
      // Every tab records its checks' results from its first script on.
      await context.addInitScript((eventName) => {
        const checks: unknown[] = [];
        (window as unknown as { tokenChecks: unknown[] }).tokenChecks = checks;
        window.addEventListener(eventName, (event) => checks.push((event as CustomEvent).detail));
      }, TOKEN_CHECK_EVENT);
      const checksIn = (tab: Page) => tab.evaluate(() => (window as unknown as { tokenChecks: unknown[] }).tokenChecks);
      const lockIn = (tab: Page) =>
        tab.evaluate(async (name) => {
          const { held = [], pending = [] } = await navigator.locks.query();
          return { held: held.filter((lock) => lock.name === name).length, pending: pending.filter((lock) => lock.name === name).length };
        }, RENEWAL_LOCK);

      await page.goto('./login');
      await logIn(page, copy, secondCustomer!.email);
      await expect(page).toHaveURL(home);
      await expect.poll(async () => (await checksIn(page))[0]).toBe('not-yet-due');
      expect(await page.evaluate(() => 'locks' in navigator), 'Web Locks on this origin').toBe(true);

      // Hold the first renewal call unanswered, so that its tab keeps the lock while the second tab loads.
      const held: Route[] = [];
      let release = false;
      let renewalHeld: () => void = () => undefined;
      const firstRenewalHeld = new Promise<void>((resolve) => (renewalHeld = resolve));
      await context.route(`**${RENEW_PATH}`, async (route) => {
        if (release) return route.continue();
        held.push(route);
        renewalHeld();
      });

      await page.goto('./_dev/login-token');
      await page.getByRole('button', { name: 'Make my login token due for renewal' }).click();
      // The form answers with a due token and sends the tab to /, which starts renewing at once.
      await firstRenewalHeld;
      await expect(page).toHaveURL(home);
      const dueToken = (await context.cookies(baseURL)).find(({ name }) => name === 'LoginToken')!.value;
      const due = claimsOf(dueToken);
      expect(due.ren * 1000).toBeLessThanOrEqual(Date.now());
      expect(due.exp * 1000).toBeGreaterThan(Date.now());

      const second = await context.newPage();
      await second.goto('./');
      // The second tab found the token due as well and now waits for the first tab's lock.
      await expect.poll(() => lockIn(second)).toEqual({ held: 1, pending: 1 });
      expect(await checksIn(second)).toEqual([]);
      expect(await checksIn(page)).toEqual([]);
      expect(renewals).toHaveLength(1);

      release = true;
      await Promise.all(held.map((route) => route.continue()));
      await expect.poll(async () => (await checksIn(page))[0]).toBe('renewed');
      await expect.poll(async () => (await checksIn(second))[0]).toBe('not-yet-due');
      // Long enough for a second renewal to show up, were one under way.
      await page.waitForTimeout(1000);
      expect(renewals).toHaveLength(1);
      expect(await lockIn(second)).toEqual({ held: 0, pending: 0 });

      const [first, other] = [await loginTokenIn(page), await loginTokenIn(second)];
      expect(first).toBeDefined();
      expect(other).toBe(first);
      expect(first).not.toBe(dueToken);
      expect(claimsOf(first!).ren * 1000).toBeGreaterThan(Date.now());
    });

    test('/m/login shows the form; both login pages name /login canonical, /m/login for small screens and the two apps', async ({ page }) => {
      // Below the shop's own address, which may have a path (CH_FR's /fr/).
      const login = new URL(pageAddress(config.shop.url, '/login'));
      const expectHead = async (path: string) => {
        const canonical = page.locator('head link[rel="canonical"]');
        await expect(canonical, `${path}: one canonical link`).toHaveCount(1);
        await expect(canonical, `${path}: canonical`).toHaveAttribute('href', login.href);
        const mobile = page.locator('head link[rel="alternate"][media="only screen and (max-width: 640px)"]');
        await expect(mobile, `${path}: one small-screen alternate`).toHaveCount(1);
        await expect(mobile, `${path}: small-screen alternate`).toHaveAttribute('href', pageAddress(config.shop.url, '/m/login'));
        for (const [scheme, app] of [['android-app', config.mobileApps!.android], ['ios-app', config.mobileApps!.ios]]) {
          const link = page.locator(`head link[rel="alternate"][href^="${scheme}://"]`);
          await expect(link, `${path}: one ${scheme} alternate`).toHaveCount(1);
          await expect(link).toHaveAttribute('href', `${scheme}://${app}/https/${login.host}${login.pathname}`);
        }
      };

      await page.setViewportSize(PHONE);
      await page.goto('./m/login');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.heading);
      const form = loginForm(page, copy);
      await expect(form.email).toBeVisible();
      await expect(form.password).toBeVisible();
      await expect(form.submit).toBeVisible();
      await expectHead('/m/login');
      await expectNoAxeViolations(page, 'mobile');

      await page.goto('./login');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.heading);
      await expectHead('/login');
    });
  });
}
