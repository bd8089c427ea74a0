import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { paths } from '../validation/paths.ts';
import { loadDictionary } from '../validation/locale-dictionary.ts';
import { galleryServers } from './countries.ts';

for (const { config, baseURL } of galleryServers) {
  test.describe(`the widget gallery in ${config.code}`, () => {
    test.use({ baseURL });

    test('shows every widget in the country’s locale with no WCAG 2.1 AA violation', async ({ page }) => {
      // Every widget of the gallery, and axe over the whole long page: 20-35 s on the 2-core machines.
      test.setTimeout(60_000);
      await page.goto('/_gallery');
      await expect(page.getByRole('heading', { level: 1, name: 'Widget gallery' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', config.locale);
      const dictionary = (await loadDictionary(paths.locales, config.locale)) as { widgets: { textSlider: { showMore: string } } };
      await expect(page.getByRole('button', { name: dictionary.widgets.textSlider.showMore })).toBeVisible();
      for (const section of ['Fields', 'Buttons', 'Notices', 'Expansion panels', 'Text slider', 'Number field', 'IBAN field', 'Password strength', 'Modals', 'Breakpoints']) {
        await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
      }
      await expectNoAxeViolations(page, 'page');
    });

    test('groups an IBAN in blocks of four while it is typed in a real browser', async ({ page }) => {
      await page.goto('/_gallery');
      const iban = page.getByRole('textbox', { name: 'IBAN', exact: true });
      await iban.pressSequentially('de89370400440532013000');
      await expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00');
      // Three steps left puts the caret just before the space after "0130"; Backspace removes that block's last digit.
      for (let step = 0; step < 3; step += 1) await iban.press('ArrowLeft');
      await iban.press('Backspace');
      await expect(iban).toHaveValue('DE89 3704 0044 0532 0130 0');
      expect(await iban.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe('DE89 3704 0044 0532 013'.length);
    });
  });
}
