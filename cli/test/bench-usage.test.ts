import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.ts';

// What a bench run measures is the bench's own business, by hand (docs/release-engineers.md "Speed and size"); these are its refusals, before it builds anything.
describe('storefront bench refuses', () => {
  it.each([
    [['bench'], '--country is required, e.g. --country DE', 2],
    [['bench', '--country', 'DE', '--runs', '0'], '--runs must be a whole number from 1 to 15, not "0"', 2],
    [['bench', '--country', 'XX'], 'no country XX; known: ', 2],
    [['bench', '--country', 'DE', '--baseline', 'no-such-revision'], '--baseline no-such-revision names no commit of this repository', 1],
  ])('%j', async (args, message, code) => {
    const { stderr, exitCode } = await runCli(args);
    expect(stderr).toContain(message);
    expect(exitCode).toBe(code);
  });
});
