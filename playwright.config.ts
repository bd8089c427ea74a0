import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from './cli/chromium-flags.ts';
import { galleryServers, serveAllPort, servedCountries } from './e2e/countries.ts';

const COMMAND_SUITES = ['screenshots.spec.ts', 'new-country.spec.ts', 'analytics.spec.ts', 'live-preview.spec.ts'];
/** Tests that time the page (INP at 4× CPU slowdown): run once every other test is done, with both cores theirs. */
const ALONE = /@alone/;

export default defineConfig({
  testDir: 'e2e',
  // The nginx suite has its own configuration and servers (e2e/nginx/playwright.config.ts).
  testIgnore: ['nginx/**'],
  projects: [
    // The long serial suites, each with builds of its own, first: the other worker's many short tests then run beside them,
    // instead of one worker waiting minutes at the end while the other finishes them alone.
    { name: 'commands', testMatch: COMMAND_SUITES },
    { name: 'pages', testIgnore: ['nginx/**', ...COMMAND_SUITES], grepInvert: ALONE },
    { name: 'alone', testIgnore: ['nginx/**', ...COMMAND_SUITES], grep: ALONE, dependencies: ['commands', 'pages'] },
  ],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_FLAGS },
    trace: 'retain-on-failure',
  },
  webServer: [
    ...servedCountries.map(({ config, port }) => ({ command: `serve --country ${config.code} --port ${port} --data .storefront/e2e --dev-tools`, port })),
    ...galleryServers.map(({ config, port }) => ({ command: `dev --country ${config.code} --port ${port}`, port })),
    // Builds all nine countries into .storefront/serve-all/<port>/ when they are not current.
    { command: `serve --all --port ${serveAllPort} --data .storefront/e2e-all --dev-tools`, port: serveAllPort, timeout: 300_000 },
  ].map(({ command, port, timeout = 120_000 }: { command: string; port: number; timeout?: number }) => ({
    command: `node bin/storefront.js ${command}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
