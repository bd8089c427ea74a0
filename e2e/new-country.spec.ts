import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { runCli } from '../cli/test/run-cli.ts';
import { scratchCopy } from '../cli/test/scratch-copy.ts';
import { startCli, type RunningCli } from '../cli/test/start-cli.ts';
import { scratchPort, servedCountries } from './countries.ts';

// A country manager's whole path to a tenth country, in a copy of the kit so the checkout stays as it is.
test.describe('a tenth country made with new-country', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });
  let kit: string;
  let server: RunningCli | undefined;
  const NETHERLANDS_SHOP = 'https://www.shop.example.nl/';

  test.beforeAll(async () => {
    kit = scratchCopy('storefront-nl-');
    const created = await runCli(['new-country', 'NL', '--from', 'DE', '--locale', 'nl-NL', '--currency', 'EUR'], kit);
    expect(created.stderr).toBe('');
    expect(created.stdout).toContain('wrote countries/nl.yaml');
    expect(created.stdout).toContain('10 country files are valid');
    expect(created.stdout).toContain('Left to do by hand:');
    expect(created.exitCode).toBe(0);
  });

  test.afterAll(async () => {
    await server?.stop();
    rmSync(kit, { recursive: true, force: true });
  });

  test('validates and builds with the nine others', async () => {
    expect((await runCli(['validate'], kit)).exitCode).toBe(0);
    const built = await runCli(['build', '--all'], kit);
    expect(built.stderr).toBe('');
    expect(built.stdout).toContain('built 10 countries');
  });

  test('serves its pages in its own locale', async ({ page }) => {
    server = await startCli(['serve', '--country', 'NL', '--port', String(scratchPort), '--data', join(kit, '.storefront')], /Ctrl\+C stops/, 60_000, kit);
    for (const path of ['/', '/login']) {
      await page.goto(`http://127.0.0.1:${scratchPort}${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
      // The alternate names the same page in the new shop, not its home page.
      await expect(page.locator('head link[hreflang="nl-NL"]')).toHaveAttribute('href', new URL(`.${path}`, NETHERLANDS_SHOP).href);
    }
    await page.goto(`http://127.0.0.1:${scratchPort}/`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Nederland');
    await page.setViewportSize({ width: 1366, height: 900 });
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Nederland' })).toHaveAttribute('aria-current', 'page');
  });

  test('is named by every other country\'s switcher and hreflang alternates', () => {
    for (const { config } of servedCountries) {
      const html = readFileSync(join(kit, 'dist', config.code.toLowerCase(), 'index.html'), 'utf8');
      expect(html, config.code).toMatch(new RegExp(`<link rel="alternate" hrefLang="nl-NL" href="${NETHERLANDS_SHOP}"`));
      expect(html, config.code).toMatch(new RegExp(`<a [^>]*href="${NETHERLANDS_SHOP}"[^>]*lang="nl-NL"[^>]*>.*?Nederland`));
    }
  });
});
