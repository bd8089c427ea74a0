import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'app',
          // happy-dom: Mantine's components run in it and it starts faster than jsdom.
          environment: 'happy-dom',
          setupFiles: ['src/test/setup.ts'],
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
      {
        // The CLI and the reference services never touch a DOM.
        test: { name: 'cli', environment: 'node', include: ['cli/**/*.test.ts', 'services/**/*.test.ts'], exclude: ['cli/test/bundles/**'] },
      },
      {
        // Checks on built bundles: run after `storefront build --all`.
        test: { name: 'bundles', environment: 'node', include: ['cli/test/bundles/**/*.test.ts'] },
      },
    ],
    exclude: ['e2e/**', 'node_modules/**'],
  },
});
