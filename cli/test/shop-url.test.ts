import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import { isBuildCurrent } from '../build/build-stamp.ts';
import { shopEntriesOf } from '../shop-entries.ts';
import { withShopUrls } from '../shop-url-template.ts';
import { loadValidCountries } from '../valid-countries.ts';
import { runCli } from './run-cli.ts';

// A build of one country: seconds on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const outDir = mkdtempSync(join(tmpdir(), 'storefront-shop-url-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const TEMPLATE = 'http://{code}.localhost:4173/';
const page = (path: string) => readFileSync(join(outDir, 'ch_fr', path), 'utf8');

describe('storefront build --shop-url', () => {
  it("names every shop by the template in the switcher, the hreflang alternates and the canonical link, and stamps the build with it", async () => {
    const { stderr, exitCode } = await runCli(['build', '--country', 'CH_FR', '--out-dir', outDir, '--shop-url', TEMPLATE]);
    expect(stderr).toBe('');
    expect(exitCode).toBe(0);

    const home = page('index.html');
    expect(home).toContain('<link rel="alternate" hrefLang="fr-CH" href="http://ch-fr.localhost:4173/"/>');
    expect(home).toContain('<link rel="alternate" hrefLang="tr-TR" href="http://tr.localhost:4173/"/>');
    expect(home).toMatch(/<a [^>]*href="http:\/\/tr\.localhost:4173\/" lang="tr-TR">/);
    expect(home).not.toContain('shop.example');
    const login = page('login/index.html');
    expect(login).toContain('<link rel="canonical" href="http://ch-fr.localhost:4173/login"/>');
    // The app links name the page as it is served, http included.
    expect(login).toContain('href="android-app://com.example.storefront/http/ch-fr.localhost:4173/login"');
    expect(login).toMatch(/<a [^>]*href="http:\/\/de\.localhost:4173\/login" lang="de-DE">/);

    // As the build reads them, their texts' placeholders unresolved.
    const countries = await loadValidCountries({});
    const builtFrom = (configs: CountryConfig[]) => isBuildCurrent(join(outDir, 'ch_fr'), configs.find(({ code }) => code === 'CH_FR')!, shopEntriesOf(configs));
    expect(builtFrom(withShopUrls(countries, TEMPLATE))).toBe(true);
    expect(builtFrom(withShopUrls(countries, 'http://{code}.localhost:4174/'))).toBe(false);
    expect(builtFrom(countries)).toBe(false);
    // The same sources with a text changed, as a --countries folder of drafts gives them.
    const drafted = withShopUrls(countries, TEMPLATE).map((config) => (config.code === 'CH_FR' ? { ...config, displayName: 'Suisse (brouillon)' } : config));
    expect(builtFrom(drafted)).toBe(false);
  });

  it.each([
    ['http://localhost:4173/', 'has no {code}'],
    ['https://{cc}.example.com/', 'has the unknown placeholder {cc}'],
  ])('refuses %s as a usage error (exit 2), before building', async (template, problem) => {
    const { stderr, exitCode } = await runCli(['build', '--country', 'DE', '--out-dir', join(outDir, 'refused'), '--shop-url', template]);
    expect(exitCode).toBe(2);
    expect(stderr).toContain(`--shop-url "${template}" ${problem}`);
    expect(existsSync(join(outDir, 'refused'))).toBe(false);
  });
});
