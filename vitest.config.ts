import { defineConfig } from 'vitest/config';

const LIGHTHOUSE_TESTS = 'cli/test/audit.test.ts';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's two. Most CLI tests wait on a
    // child process (a build, a server, Lighthouse), so two workers keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        // The build provides this module per country (cli/vite/dayjs-locale.ts); tests render with none.
        resolve: { alias: { 'virtual:storefront/dayjs-locale': new URL('src/test/no-dayjs-locale.ts', import.meta.url).pathname } },
        test: {
          name: 'app',
          // happy-dom: Mantine's components run in it and it starts faster than jsdom.
          environment: 'happy-dom',
          setupFiles: ['src/test/setup.ts'],
          // Two workers share the two cores: a rendering test that takes 2 s alone may take 6 s beside another.
          testTimeout: 15_000,
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
      {
        // The validation, the CLI and the reference services never touch a DOM.
        // Many start a process (the CLI, a server): with both cores busy, that alone can take over 5 s.
        test: { name: 'cli', environment: 'node', include: ['validation/**/*.test.ts', 'cli/**/*.test.{ts,tsx}', 'services/**/*.test.ts'], exclude: ['cli/test/bundles/**', LIGHTHOUSE_TESTS], testTimeout: 30_000 },
      },
      {
        // Lighthouse traces the page's main thread: with another test busy beside it, a run can fail
        // to trace at all (NO_NAVSTART). It runs once the other projects are done, alone.
        test: { name: 'lighthouse', environment: 'node', include: [LIGHTHOUSE_TESTS], sequence: { groupOrder: 1 } },
      },
      {
        // Checks on built bundles: run after `storefront build --all`.
        test: { name: 'bundles', environment: 'node', include: ['cli/test/bundles/**/*.test.ts'] },
      },
    ],
    exclude: ['e2e/**', 'node_modules/**'],
  },
});
