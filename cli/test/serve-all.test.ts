import { describe, expect, it, vi } from 'vitest';
import { serveAllDist } from '../commands/serve-all.ts';
import { paths } from '../../validation/paths.ts';
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

  it('builds each port into a folder of its own, outside dist/: the port is in every address, so two runs never rebuild under each other', () => {
    expect(serveAllDist(4173)).not.toBe(serveAllDist(4174));
    for (const folder of [serveAllDist(4173), serveAllDist(4174)]) expect(folder.startsWith(paths.dist)).toBe(false);
  });
});
