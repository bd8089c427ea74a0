import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.ts';
import { scratchCopy } from './scratch-copy.ts';

const copy = scratchCopy('release-gate-');
afterAll(() => rmSync(copy, { recursive: true, force: true }));

// Issue 28: a scaffolded country builds for development, but a release of it waits for its translation.
describe('storefront build --release on a country scaffolded by new-country', () => {
  beforeAll(async () => {
    const scaffolded = await runCli(['new-country', 'NL', '--from', 'DE', '--locale', 'nl-NL', '--currency', 'EUR'], copy);
    expect(scaffolded.exitCode, scaffolded.stderr).toBe(0);
  }, 60_000);

  it('refuses it, listing each text in another language at the line to fix, and builds nothing', async () => {
    const { stderr, exitCode } = await runCli(['build', '--country', 'NL', '--release', '--out-dir', 'release'], copy);

    expect(exitCode).toBe(1);
    expect(stderr).toMatch(/^NL \(nl-NL\): \d+ left to translate$/m);
    // The interface copy, still English from the copied locale, and the footer, still German from DE.
    expect(stderr).toMatch(/^ {2}locales\/nl-NL\/index\.ts:\d+:\d+: interface text home\.heading is still "Welcome to our shop – \{country\}", from locales\/nl-NL\/index\.ts; in de-DE: "Willkommen in unserem Shop – \{country:string\}"$/m);
    expect(stderr).toMatch(/^ {2}countries\/nl\.yaml:\d+:\d+: text footer\.headline is still "Service & Hilfe – wir sind für Sie da", from countries\/de\.yaml; in de-DE: "Service & Hilfe – wir sind für Sie da"$/m);
    expect(stderr).toContain('cannot build a release: a shopper would read these texts in another language, or miss them.');
    expect(existsSync(join(copy, 'release'))).toBe(false);
  }, 60_000);
});

describe('storefront build --pseudo', () => {
  it('is never a release: with --release it is refused before anything is built', async () => {
    const { stderr, exitCode } = await runCli(['build', '--country', 'DE', '--pseudo', '--release', '--out-dir', 'pseudo'], copy);
    expect(exitCode).toBe(2);
    expect(stderr).toContain("--pseudo builds QA's pseudo-locale, which is never released; drop --release or --pseudo");
    expect(existsSync(join(copy, 'pseudo'))).toBe(false);
  });
});
