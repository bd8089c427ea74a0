import { appendFileSync, copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { paths } from '../validation/paths.ts';
import { scratchCopy } from '../cli/test/scratch-copy.ts';
import { startCli, type RunningCli } from '../cli/test/start-cli.ts';
import { loadDictionary } from '../validation/locale-dictionary.ts';
import type { Translation } from '../locales/i18n-types.ts';
import { scratchPairPorts, servedCountries } from './countries.ts';
import { hydrateSignup, waitForLivePage } from './islands.ts';
import { logIn, seededCustomers } from './login-form.ts';
import { fillForm, startsWith } from './newsletter-form.ts';

const STUBS = join(import.meta.dirname, 'analytics');
const STUB_CONTAINER = readFileSync(join(STUBS, 'stub-container.js'), 'utf8');
const DENIED = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' };
const GRANTED = { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' };
// TR extends de.yaml, so it inherits the container as a country manager would expect, and
// changes one value: DE loads the container only after consent (basic), TR at once (advanced).
// The tags wait 2 s for the consent tool's answer: on the busy 2-core CI machine the tool's file
// alone once took 0.6 s to come, and an event then went out under the defaults, unsent.
const WAIT_FOR_UPDATE = 2000;
const ANALYTICS = `
analytics:
  tagManager:
    kind: google-tag-manager
    id: GTM-K9X2M7Q
  consent:
    mode: basic
    defaults:
      ad_storage: denied
      ad_user_data: denied
      ad_personalization: denied
      analytics_storage: denied
    waitForUpdate: ${WAIT_FOR_UPDATE}
    tool:
      script: /consent/tool.js
`;

/** The page's dataLayer, each gtag command (an arguments object) as an array. */
function dataLayerOf(page: Page): Promise<unknown[]> {
  return page.evaluate(() => window.dataLayer!.map((entry) => (Object.prototype.toString.call(entry) === '[object Arguments]' ? ['gtag', ...(entry as IArguments)] : entry)));
}

const consentCommands = (layer: unknown[]) => layer.filter((entry) => Array.isArray(entry) && entry[1] === 'consent');
const events = (layer: unknown[], name: string) => layer.filter((entry) => (entry as { event?: unknown }).event === name);

// A country with a tag manager container, in a copy of the kit: the container is a stub answered
// in place of Google's host, under the Content-Security-Policy the shop's server sends.
test.describe('analytics with a tag manager container', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let kit: string;
  const servers: RunningCli[] = [];

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    kit = scratchCopy('storefront-analytics-');
    appendFileSync(join(kit, 'countries', 'de.yaml'), ANALYTICS);
    appendFileSync(join(kit, 'countries', 'tr.yaml'), '\nanalytics:\n  consent:\n    mode: advanced\n');
    mkdirSync(join(kit, 'public', 'consent'));
    copyFileSync(join(STUBS, 'stub-consent-tool.js'), join(kit, 'public', 'consent', 'tool.js'));
    // One after the other: two builds at once would crowd the machine the other tests run on.
    for (const [index, code] of ['DE', 'TR'].entries()) {
      servers.push(await startCli(['serve', '--country', code, '--port', String(scratchPairPorts[index]), '--data', join(kit, '.storefront'), '--dev-tools'], /Ctrl\+C stops/, 120_000, kit));
    }
  });

  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(kit, { recursive: true, force: true });
  });

  for (const [index, [code, mode]] of ([['DE', 'basic'], ['TR', 'advanced']] as const).entries()) {
    test(`${code} (${mode}): consent defaults first, the container under the CSP, nothing before consent, one update per choice, each event once`, async ({ page, context }) => {
      const { config } = servedCountries.find(({ config }) => config.code === code)!;
      const dictionary = (await loadDictionary(paths.locales, config.locale)) as Translation;
      const shop = `http://127.0.0.1:${scratchPairPorts[index]}`;
      const sent: string[] = [];
      const violations: string[] = [];
      let containerLoads = 0;
      await context.route('https://www.googletagmanager.com/gtm.js?id=GTM-K9X2M7Q', (route) => {
        containerLoads += 1;
        return route.fulfill({ contentType: 'text/javascript', body: STUB_CONTAINER });
      });
      await context.route(/^https:\/\/region1\.google-analytics\.com\//, (route) => {
        sent.push(new URL(route.request().url()).searchParams.get('en')!);
        return route.fulfill({ status: 204 });
      });
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      const hasCookie = async (name: string) => (await context.cookies()).some((cookie) => cookie.name === name);

      await page.goto(`${shop}/`);
      await waitForLivePage(page);
      const tool = page.getByRole('dialog', { name: 'Cookie settings' });
      await expect(tool).toBeVisible();
      if (mode === 'advanced') await expect.poll(() => page.evaluate(() => 'stubContainer' in window)).toBe(true);
      const first = await dataLayerOf(page);
      expect(first[0]).toEqual(['gtag', 'consent', 'default', { ...DENIED, wait_for_update: WAIT_FOR_UPDATE }]);
      const containerStart = first.findIndex((entry) => (entry as { event?: unknown }).event === 'gtm.js');
      // Basic: nothing reaches the tag manager's host before the visitor agrees.
      if (mode === 'basic') expect([containerStart, containerLoads]).toEqual([-1, 0]);
      else expect(containerStart).toBeGreaterThan(0);

      // Undecided, then rejected: nothing of analytics is stored or sent.
      await tool.getByRole('button', { name: 'Reject all' }).click();
      const copy = dictionary.newsletter;
      await hydrateSignup(page);
      const email = `analytics-${code.toLowerCase()}-${Date.now()}@example.com`;
      await fillForm(page, config, copy, email);
      await page.getByRole('button', { name: startsWith(copy.submit) }).click();
      await expect(page.getByText(copy.success.title)).toBeVisible();
      expect(await hasCookie('_ga')).toBe(false);
      expect(sent).toEqual([]);
      expect(containerLoads).toBe(mode === 'basic' ? 0 : 1);

      // The footer's consent-settings button opens the tool again; accepting is passed on once.
      await page.locator('footer [data-consent-event]').click();
      await tool.getByRole('button', { name: 'Accept all' }).click();
      const decided = await dataLayerOf(page);
      expect(consentCommands(decided)).toEqual([
        ['gtag', 'consent', 'default', { ...DENIED, wait_for_update: WAIT_FOR_UPDATE }],
        ['gtag', 'consent', 'update', DENIED],
        ['gtag', 'consent', 'update', GRANTED],
      ]);
      expect(events(decided, 'sign_up')).toHaveLength(1);
      await expect.poll(() => page.evaluate(() => 'stubContainer' in window)).toBe(true);
      expect(containerLoads).toBe(1);
      // Once per A/B test the visitor is in, on the first page; never again while the groups hold.
      const tests = events(decided, 'ab_assignment').map((event) => (event as { test: string }).test);
      expect(tests.length).toBeGreaterThan(0);
      expect(new Set(tests).size).toBe(tests.length);
      await expect.poll(() => hasCookie('_ga')).toBe(true);

      // Later pages: the kept choice is passed on once per page, and each event is sent once.
      await page.goto(`${shop}/_dev/mailbox`);
      await page.getByRole('link', { name: `Confirm the sign-up of ${email}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: copy.confirmation.heading })).toBeVisible();
      await expect.poll(async () => consentCommands(await dataLayerOf(page))).toHaveLength(2);
      // Pushed when the service answered, before or after the kept choice was passed on: the tags wait for it.
      await expect.poll(() => sent).toContain('newsletter_confirmed');
      await page.goto(`${shop}/login`);
      await waitForLivePage(page);
      await logIn(page, dictionary.login, seededCustomers.find((customer) => customer.country === code)!.email);
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      const kitEvents = ['page_view', 'sign_up', 'newsletter_confirmed', 'login', 'ab_assignment'];
      await expect.poll(() => sent.filter((event) => kitEvents.includes(event)).sort()).toEqual(['login', 'newsletter_confirmed', 'page_view']);
      expect(violations).toEqual([]);
    });
  }
});
