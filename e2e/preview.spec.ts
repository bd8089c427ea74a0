import { expect, test } from '@playwright/test';
import { paths } from '../validation/paths.ts';
import { loadDictionary } from '../validation/locale-dictionary.ts';
import type { Translation } from '../locales/i18n-types.ts';
import { expectNoAxeViolations } from './axe.ts';
import { alikeCountries } from './countries.ts';
import { signInAsStaff } from './staff.ts';

type PreviewCopy = Translation['preview'];

const DESKTOP = { width: 1400, height: 900 };
const fill = (text: string, params: Record<string, string>) => text.replace(/\{(\w+)(:\w+)?\}/g, (_match, name: string) => params[name]!);

for (const { config, baseURL } of alikeCountries) {
  test.describe(`the staff preview panel in ${config.code}`, () => {
    test.use({ baseURL: `${baseURL}/`, viewport: DESKTOP });
    let copy: PreviewCopy;
    test.beforeAll(async () => {
      copy = ((await loadDictionary(paths.locales, config.locale)) as Translation).preview;
    });

    test('a shopper sees no panel, and the page neither asks checkauth nor fetches the panel’s code', async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto('./');
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.waitForLoadState('networkidle');

      await expect(page.getByRole('button', { name: copy.toggle })).toHaveCount(0);
      expect(requested.filter((path) => path.includes('PreviewPanel') || path.includes('/service/preview/'))).toEqual([]);
    });

    test('staff pick a date, a time, a test and a group, apply, see the badge, go back to live and log out', async ({ page }) => {
      await signInAsStaff(page);
      const panelCode = page.waitForResponse((response) => response.url().includes('/assets/PreviewPanel-'));
      const toggle = page.getByRole('button', { name: copy.toggle });
      await toggle.click();
      expect((await panelCode).ok()).toBe(true);
      await expect(page.getByText(copy.tests.found)).toBeVisible();

      const date = page.getByRole('combobox', { name: copy.date });
      // Spec §5: a text that is not YYYY-MM-DD stays, and the field says that the current time applies.
      await date.fill('15.01.2027');
      await date.press('Tab');
      await expect(date).toHaveValue('15.01.2027');
      await expect(date).toHaveAccessibleDescription(copy.currentTime);
      await date.fill('2026-12-24');
      await date.press('Tab');
      await expect(date).not.toHaveAccessibleDescription(copy.currentTime);
      await page.getByLabel(copy.time).fill('18:30');
      await expect(page.getByText(copy.tests.found)).toBeVisible();
      const testSelect = page.getByRole('combobox', { name: copy.abTest });
      await testSelect.selectOption('newsletter-bubble');
      await page.getByRole('button', { name: copy.apply }).click();
      await expect(page.getByText(copy.selectGroup)).toBeVisible();
      await expectNoAxeViolations(page, 'open panel, group missing');

      await page.getByRole('combobox', { name: copy.group }).selectOption('B');
      await page.getByRole('button', { name: copy.apply }).click();
      await expect(page.getByText(copy.applied)).toBeVisible();
      const badgeDate = page.getByText(fill(copy.badge.at, { date: '2026-12-24', time: '18:30' }));
      const badgeGroup = page.getByText(fill(copy.badge.group, { test: 'newsletter-bubble', group: 'B' }));
      await expect(badgeDate).toBeVisible();
      await expect(badgeGroup).toBeVisible();
      await expectNoAxeViolations(page, 'open panel, applied');

      // The service keeps the preview: after a reload the page still says what it shows.
      await page.reload();
      await expect(badgeGroup).toBeVisible();

      await page.getByRole('button', { name: copy.badge.backToLive }).click();
      await expect(badgeGroup).toBeHidden();

      await page.getByRole('button', { name: copy.logout }).click();
      await expect(toggle).toBeHidden();
      await page.reload();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(toggle).toHaveCount(0);
    });
  });
}
