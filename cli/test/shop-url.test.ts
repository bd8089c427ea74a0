import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadCountries } from '../../services/test/test-server.ts';
import { isBuildCurrent } from '../build/build-stamp.ts';
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
    expect(login).toMatch(/<a [^>]*href="http:\/\/de\.localhost:4173\/login" lang="de-DE">/);

    const chFr = loadCountries().find(({ code }) => code === 'CH_FR')!;
    const folder = join(outDir, 'ch_fr');
    expect(isBuildCurrent(folder, chFr, TEMPLATE)).toBe(true);
    expect(isBuildCurrent(folder, chFr, 'http://{code}.localhost:4174/')).toBe(false);
    expect(isBuildCurrent(folder, chFr)).toBe(false);
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
