import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.ts';
import { scratchCopy } from './scratch-copy.ts';

// One copy of the kit for the suite: each refused call must leave it exactly as it was.
const kit = scratchCopy('storefront-new-country-');
afterAll(() => rmSync(kit, { recursive: true, force: true }));

const snapshot = () => ['countries', 'locales', 'public/service/footer-images/logos'].flatMap((folder) => readdirSync(join(kit, folder)).map((name) => `${folder}/${name}`));
const order = () => readFileSync(join(kit, 'countries', 'order.txt'), 'utf8');

describe('storefront new-country', () => {
  it.each([
    [['AT', '--from', 'DE'], 'AT exists already (countries/at.yaml)'],
    [['NL', '--from', 'DR'], '--from DR: there is no such country; did you mean DE?'],
    [['NL'], '--from is required'],
    [['NL', '--from', 'DE', '--locale', 'nl_NL'], '--locale "nl_NL" is malformed'],
    [['NL', '--from', 'DE', '--currency', 'EURO'], '--currency "EURO" is not a currency the shops sell in; did you mean EUR?'],
    [['N-L', '--from', 'DE'], 'the code "N-L" is not a country code'],
    [['NL', '--from', 'DE', '--currency', 'GBP'], '--currency "GBP" is not a currency the shops sell in; allowed: '],
    [['NL', '--from', 'DE', '--name', 'Neder\u202eland'], '--name holds the invisible formatting character U+202E'],
    [['NL', '--from', 'DE', '--name', 'N'.repeat(41)], '--name is 41 characters long; allowed: 2 to 40'],
    [['NL', '--from', 'DE', '--name', '{freeShipping}'], '--name holds "{" or "}"'],
    [['AT_DE', '--from', 'DE'], 'AT_DE would share the locale de-AT with AT, and a locale is its shop\'s hreflang; pass another --locale'],
    [['NL', '--from', 'DE', '--locale', 'de-DE'], 'NL would share the locale de-DE with DE'],
    [['NL', '--from', 'DE', '--locale', 'xx-YY'], '--locale xx-YY: "xx" is no language; allowed: an ISO 639 language code such as nl, fr or de'],
    [['NL', '--from', 'DE', '--locale', 'nl-YY'], '--locale nl-YY: "YY" is no region; allowed: an ISO 3166 country code such as NL, FR or DE'],
    [['XX', '--from', 'DE'], 'the code XX names no country: XX is no region'],
    [['UK', '--from', 'DE'], 'the code UK names no country: UK is not an ISO 3166-1 code; did you mean GB?'],
    [['EU', '--from', 'DE'], 'the code EU names no country: EU (European Union) is a region but no country'],
    [['GB', '--from', 'DE', '--locale', 'en-UK'], '--locale en-UK: "UK" is not an ISO 3166-1 code; did you mean en-GB?'],
    [['NL', '--from', 'DE', '--locale', 'nl-BE'], '--locale nl-BE names the region BE, not NL'],
  ])('refuses %j with a clear error and writes nothing', async (args, message) => {
    const before = [snapshot(), order()];
    const { stderr, exitCode } = await runCli(['new-country', ...args], kit);
    expect(stderr).toContain(message);
    expect(exitCode).toBe(2);
    expect([snapshot(), order()]).toEqual(before);
  }, 30_000);

  it('says what it could not write, without a stack trace, and leaves nothing behind', async () => {
    const before = [snapshot(), order()];
    // A plain file where the new locale's folder would go.
    writeFileSync(join(kit, 'locales', 'nl-BE'), '');
    const { stderr, exitCode } = await runCli(['new-country', 'BE', '--from', 'DE', '--locale', 'nl-BE'], kit);
    rmSync(join(kit, 'locales', 'nl-BE'));
    expect(stderr).toMatch(/^could not write the new country's files: .*EEXIST.*; nothing was written\n$/);
    expect(exitCode).toBe(1);
    expect([snapshot(), order()]).toEqual(before);
  }, 30_000);

  it('gives a country of an existing shop its own address and locale, and says the currency is inherited', async () => {
    const { stdout, exitCode } = await runCli(['new-country', 'CH_IT', '--from', 'CH'], kit);
    expect(stdout).toContain('wrote locales/it-CH/index.ts');
    expect(stdout).toContain('10 country files are valid');
    expect(exitCode).toBe(0);
    expect(readFileSync(join(kit, 'countries', 'ch_it.yaml'), 'utf8')).toContain('  url: https://www.shop.example.ch/it/\n');
    expect(stdout).toContain("the currency is CH's, CHF: pass --currency or change currency in countries/ch_it.yaml if CH_IT sells in another");
  }, 60_000);

  it("adds a country in its parent's language and its own region when no locale is given, last in the order", async () => {
    const { stdout, exitCode } = await runCli(['new-country', 'li', '--from', 'CH', '--name', 'Liechtenstein'], kit);
    expect(exitCode).toBe(0);
    expect(stdout).toContain('wrote countries/li.yaml');
    expect(stdout).toContain('wrote locales/de-LI/index.ts');
    expect(stdout).toContain('updated countries/order.txt');
    expect(stdout).toContain('11 country files are valid');
    expect(order().trim().split('\n').at(-1)).toBe('LI');
    const shown = await runCli(['show', '--country', 'LI', '--origin'], kit);
    expect(shown.stdout).toContain('code: LI # li.yaml:');
    expect(shown.stdout).toContain('currency: CHF # li.yaml:');
    expect(shown.stdout).toContain('legalAge: 16 # de.yaml:');
    expect(shown.stdout).toContain('displayName: Liechtenstein # li.yaml:');
  }, 60_000);
});
