import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './cli/chromium-flags.ts';
import { galleryServers, servedCountries } from './e2e/countries.ts';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    trace: 'retain-on-failure',
  },
  webServer: [
    ...servedCountries.map(({ config, port }) => ({ command: `serve --country ${config.code} --port ${port} --data .storefront/e2e --dev-tools`, port })),
    ...galleryServers.map(({ config, port }) => ({ command: `dev --country ${config.code} --port ${port}`, port })),
  ].map(({ command, port }) => ({
    command: `node bin/storefront.js ${command}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
