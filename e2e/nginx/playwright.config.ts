import { defineConfig } from '@playwright/test';
import base from '../../playwright.config.ts';

/**
 * The suite that serves the build as a static host does: nginx with the build's snippet, the
 * reference services behind it. Its own configuration, so it starts none of the other suites'
 * servers: `npx playwright test -c e2e/nginx/playwright.config.ts` (after building DE and TR).
 */
export default defineConfig({
  ...base,
  testDir: '.',
  testIgnore: [],
  projects: [{ name: 'nginx' }],
  webServer: [],
  globalSetup: './global-setup.ts',
});
