import { expect, test } from '@playwright/test';
import { paths } from '../../cli/paths.ts';
import { loadDictionary } from '../../cli/validation/locale-keys.ts';
import type { Translation } from '../../locales/i18n-types.ts';
import { expectNoAxeViolations } from '../axe.ts';
import { servedCountries } from '../countries.ts';
import { openHydrated, pageVisits } from './pages.ts';
import { A11Y_VIEWPORTS, PHONE } from './widths.ts';

for (const { config, baseURL } of servedCountries) {
  for (const viewport of A11Y_VIEWPORTS) {
    test.describe(`axe on every page of ${config.code} at ${viewport.width} px`, () => {
      test.use({ baseURL: `${baseURL}/`, viewport });

      let copy: Translation['newsletter'];
      test.beforeAll(async () => {
        copy = ((await loadDictionary(paths.locales, config.locale)) as Translation).newsletter;
      });

      // A test a page: each hydrates its page and has axe check it whole, some 4-12 s on the 2-core machines.
      for (const visit of pageVisits(config)) {
        test(`finds no WCAG 2.1 A/AA or best-practice violation on ${visit.address}`, async ({ page }) => {
          await openHydrated(page, visit, copy);
          await expectNoAxeViolations(page, visit.address);
        });
      }

      if (viewport === PHONE) {
        test('finds none on the home page with a footer group open', async ({ page }) => {
          await openHydrated(page, { address: '/' }, copy);
          const firstGroup = page.getByRole('contentinfo').getByRole('button', { name: Object.values(config.footer.teaser.groups)[0]!.heading.link.text });
          await firstGroup.click();
          await expect(firstGroup).toHaveAttribute('aria-expanded', 'true');
          await expectNoAxeViolations(page, 'home with a footer group open');
        });
      }
    });
  }
}
