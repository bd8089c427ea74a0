import { expect, test, type Page } from '@playwright/test';
import { loadDictionary } from '../validation/locale-dictionary.ts';
import { paths } from '../validation/paths.ts';
import type { Translation } from '../locales/i18n-types.ts';
import type { FooterEmbedMode } from '../src/footer/embed/footer-embed-options.ts';
import { expectNoAxeViolations } from './axe.ts';
import { servedCountries, type ServedCountry } from './countries.ts';
import { openHydratedHome } from './hydrated-home.ts';
import { fillForm } from './newsletter-form.ts';
import '../src/pages/embed-api.ts';

const DESKTOP = { width: 1400, height: 900 };
const served = (code: string): ServedCountry => servedCountries.find(({ config }) => config.code === code)!;

/**
 * A checkout page built elsewhere, at the shop's own address, with the CSS and globals that such
 * pages carry: Bootstrap 3's 10px root, rules for every element, the theme's variable names, a
 * global named React, another language and direction. It mounts the footer before it puts the
 * element into the page.
 */
const standInPage = (basePath: string, mode: FooterEmbedMode) => `<!doctype html>
<html lang="en" dir="rtl">
  <head>
    <meta charset="utf-8" />
    <title>Kasse</title>
    <style>
      html { font-size: 10px; }
      * { color: rgb(255, 0, 0) !important; font-family: serif !important; letter-spacing: 3px; line-height: 3 !important; }
      a, button, input { display: none !important; }
      h2 { font-size: 40px; text-transform: uppercase; }
      footer, div, section { background: rgb(255, 255, 0) !important; padding: 50px !important; }
      [class*='mantine'], [class*='footer'] { display: none !important; }
      #shop-footer { --mantine-font-size-md: 40px; --mantine-scale: 2; --mantine-font-family: cursive; }
      * { --mantine-font-size-sm: 30px; }
      [data-mantine-color-scheme='light'] { --mantine-color-text: rgb(0, 255, 0); }
    </style>
    <script>window.React = { version: 'the host page’s own' };</script>
  </head>
  <body>
    <main><h1>Kasse</h1><h2 id="host-heading">Ihre Bestellung</h2></main>
    <a id="host-skip-link" href="#newsletter-signup">Newsletter</a>
    <script type="module" src="${basePath}assets/footer-embed.js"></script>
    <script type="module">
      window.heardSignups = [];
      document.addEventListener('successfulSubmit', (event) => window.heardSignups.push(event.detail.email));
      const element = Object.assign(document.createElement('div'), { id: 'shop-footer' });
      window.unmountFooter = window.storefront.mountFooter(element, { mode: '${mode}' });
      document.body.append(element);
    </script>
  </body>
</html>`;

async function openStandIn(page: Page, { baseURL }: ServedCountry, mode: FooterEmbedMode) {
  const address = `${baseURL}/checkout-stand-in`;
  const basePath = `${new URL(`${baseURL}/`).pathname}`;
  await page.route(address, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: standInPage(basePath, mode),
    }),
  );
  await page.setViewportSize(DESKTOP);
  await page.goto(address);
  const footer = page.locator('#shop-footer').locator('footer');
  await expect(footer).toHaveAttribute('data-live', '');
  return footer;
}

const TYPOGRAPHY = ['color', 'font-family', 'font-size', 'letter-spacing', 'line-height', 'background-color'];
const styleOf = (page: Page, text: string) =>
  page
    .locator('footer')
    .getByText(text, { exact: true })
    .first()
    .evaluate((element, properties) => {
      const style = getComputedStyle(element);
      return Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]));
    }, TYPOGRAPHY);

test.describe('the footer embed in a checkout built elsewhere', () => {
  const de = served('DE');
  test.use({ baseURL: `${de.baseURL}/` });

  test('checkout mode: the groups marked hideGroupInCheckout are left out, and it looks as on the shop’s own pages, whatever the host’s CSS', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openHydratedHome(page);
    const { headline, legalLinks, teaser } = de.config.footer;
    const shopLooks = {
      headline: await styleOf(page, headline),
      legalLink: await styleOf(page, legalLinks.imprint.text),
    };

    const footer = await openStandIn(page, de, 'checkout');
    for (const group of Object.values(teaser.groups)) {
      const heading = footer.getByRole('heading', {
        name: group.heading.link.text,
      });
      if (group.hideGroupInCheckout) await expect(heading).toHaveCount(0);
      else await expect(heading).toBeVisible();
    }
    expect({
      headline: await styleOf(page, headline),
      legalLink: await styleOf(page, legalLinks.imprint.text),
    }).toEqual(shopLooks);

    // Nothing of the footer's reaches out: the host's own heading, root and head are as they were.
    const hostHeading = page.locator('#host-heading');
    await expect(hostHeading).toHaveCSS('font-size', '40px');
    await expect(hostHeading).toHaveCSS('color', 'rgb(255, 0, 0)');
    expect(await page.evaluate(() => [document.documentElement.getAttributeNames(), document.head.querySelectorAll('style, link').length])).toEqual([['lang', 'dir'], 1]);
    expect(await page.locator('#shop-footer').evaluate((element) => element.getAttributeNames())).toEqual(['id']);
    expect(await page.evaluate(() => (window as unknown as { React: { version: string } }).React.version)).toBe('the host page’s own');
    // The footer speaks the shop's language, left to right, and the page scrolls nowhere sideways.
    expect(await footer.evaluate((element) => [element.matches(':lang(de)'), getComputedStyle(element).direction])).toEqual([true, 'ltr']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

    // Hidden with the element that holds it.
    await page.locator('#shop-footer').evaluate((element) => (element.style.visibility = 'hidden'));
    await expect(footer.getByRole('link', { name: legalLinks.imprint.text })).toBeHidden();

    await page.evaluate(() => (window as unknown as { unmountFooter: () => void }).unmountFooter());
    await expect(footer).toHaveCount(0);
  });

  test('reduced mode: no SEO links, social or app icons, and no sign-up; the legal links stay', async ({ page }) => {
    const { footer: data } = de.config;
    const footer = await openStandIn(page, de, 'reduced');
    // A reduced-mode cookie reduces the full footer too, and takes out the footer's sign-up, but not the page's link.
    await page.context().addCookies([{ name: data.reducedModeCookies[0]!, value: '1', url: de.baseURL }]);
    await page.evaluate(() => window.storefront!.mountFooter!(document.getElementById('shop-footer')!));
    await expect(page.locator('#host-skip-link')).toBeAttached();
    await expect(footer.getByRole('link', { name: data.legalLinks.imprint.text })).toBeVisible();
    for (const heading of [data.seo.heading, data.socialMedia.heading, data.appReferences.heading]) await expect(footer.getByRole('heading', { name: heading })).toHaveCount(0);
    await expect(footer.getByRole('textbox')).toHaveCount(0);

    // A host page's mistakes stop with what is allowed, and leave the footer there is.
    const mistakes = await page.evaluate(() =>
      [() => window.storefront!.mountFooter!(document.createElement('a')), () => window.storefront!.mountFooter!(document.getElementById('shop-footer')!, { mode: 'chekout' as never })].map((mistake) => {
        try {
          mistake();
          return 'no error';
        } catch (error) {
          return `${(error as Error).name}: ${(error as Error).message}`;
        }
      }),
    );
    expect(mistakes).toEqual([
      'TypeError: storefront.mountFooter: the footer needs an element that can hold a shadow root, such as <div> or <footer>, not <a>',
      `TypeError: storefront.mountFooter: mode must be one of 'full', 'checkout', 'reduced', not "chekout"`,
    ]);
    await expect(footer.getByRole('link', { name: data.legalLinks.imprint.text })).toBeVisible();
  });
});

test('the footer embed of a shop under a path (CH_FR, /fr/): the whole footer, whose sign-up the host page hears', async ({ page }) => {
  const chFr = served('CH_FR');
  const copy = (await loadDictionary(paths.locales, chFr.config.locale)) as Translation;
  const footer = await openStandIn(page, chFr, 'full');
  await expect(footer.getByRole('heading', { name: chFr.config.footer.seo.heading })).toBeVisible();

  // In a shop without a consent tool, the consent button says what the shop stores, in a dialog that keeps the keyboard.
  const consentButton = footer.getByRole('button', { name: chFr.config.footer.legalLinks.consentSettings!.text });
  await consentButton.focus();
  await page.keyboard.press('Enter');
  const cookies = page.getByRole('dialog', { name: copy.footer.shopCookies.heading });
  await expect(cookies).toContainText('LoginToken');
  await expect(cookies.getByRole('heading', { name: copy.footer.shopCookies.heading })).toBeFocused();
  await expectNoAxeViolations(page, 'the shop’s cookie dialog');
  await page.keyboard.press('Escape');
  await expect(cookies).toBeHidden();
  await expect(consentButton).toBeFocused();

  // A failed submit moves focus to the error summary in the shadow root, as on the shop's own pages (WCAG 2.4.3).
  const submit = footer.getByRole('button', { name: new RegExp(`^${copy.newsletter.submit}`) });
  await submit.focus();
  await page.keyboard.press('Enter');
  await expect(footer.getByRole('alert').filter({ hasText: copy.widgets.errorSummary.title })).toBeFocused();

  await fillForm(page, chFr.config, copy.newsletter, 'embed@example.ch');
  // The kit's focus ring, which the shop's pages draw from a rule on `html`, is drawn in the shadow root too.
  await expect(
    footer.getByRole('textbox', {
      name: new RegExp(`^${copy.newsletter.email}`),
    }),
  ).toHaveCSS('outline-style', 'solid');
  await submit.click();
  await expect(footer.getByText(copy.newsletter.success.title)).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { heardSignups: string[] }).heardSignups)).toEqual(['embed@example.ch']);
});
