import { describe, expect, it, vi } from 'vitest';
import { runCli } from './run-cli.ts';

// Each run starts the CLI: a few seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

describe('storefront serve --all', () => {
  it.each([
    [['serve'], 'pass either --country <code> or --all'],
    [['serve', '--all', '--country', 'DE'], 'pass either --country <code> or --all'],
    [['serve', '--all', '--upstream', 'https://staging.example.com'], '--all works with the reference services only, not with --upstream'],
    [['serve', '--all', '--port', '0'], '--port must be a whole number from 1 to 65535'],
  ])('refuses %j as a usage error (exit 2)', async (args, message) => {
    const { stderr, exitCode } = await runCli(args);
    expect(exitCode).toBe(2);
    expect(stderr).toContain(message);
  });
});
