import { defineConfig } from '@playwright/test';
import { galleryServers, servedCountries } from './e2e/countries.ts';

// Debian's Chromium; these flags keep it from reaching for the network at start (design.md).
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: [
    ...servedCountries.map(({ config, port }) => ({ command: `serve --country ${config.code} --port ${port} --data .storefront/e2e`, port })),
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
