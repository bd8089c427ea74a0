import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.ts';
import { scratchCopy } from './scratch-copy.ts';

const kit = scratchCopy('storefront-left-to-do-');
afterAll(() => rmSync(kit, { recursive: true, force: true }));

describe('what new-country leaves to do by hand', () => {
  it("lists the inherited values that are surely the source country's own, with their values", async () => {
    const { stdout, exitCode } = await runCli(['new-country', 'NL', '--from', 'DE', '--locale', 'nl-NL', '--currency', 'EUR'], kit);
    expect(exitCode).toBe(0);
    const step = /^ {2}\d+\. set NL's own values in countries\/nl\.yaml for these, now DE's \(a list is replaced whole, so write all of it\):\n((?: {7}.*\n)+)/m.exec(stdout);
    expect(step, stdout).not.toBeNull();
    const values = step![1]!.split('\n').filter(Boolean).map((line) => line.trim());
    expect(values).toEqual(
      expect.arrayContaining([
        'legalAge: 16',
        'business.returns: { kind: return, period: { amount: 30, unit: day } }',
        'business.statesVatIncluded: true',
        'footer.teaser.groups.aboutCompany.links[0].link.url: https://careers.shop-group.example.com/de-de/',
        'footer.appReferences.appIcons[0].link: https://apps.apple.example.com/de/app/shop-example/id1000000001',
        'footer.socialMedia.socialMediaIcons[0].link: https://www.facebook.example.com/shopexamplede',
        'footer.socialMedia.socialMediaIcons[3].link: https://www.pinterest.example.com/shopexamplede',
      ]),
    );
    // Short enough to act on: no texts, no links that name no country but the social-media accounts.
    expect(values.length).toBeLessThanOrEqual(16);
    expect(values.join('\n')).not.toMatch(/zahlungsarten|Impressum/);
    // No locale of Dutch exists to extend.
    expect(stdout).toContain('translate locales/nl-NL/index.ts: every text is a copy of en, marked "TODO translate"');
    expect(readFileSync(join(kit, 'locales', 'nl-NL', 'index.ts'), 'utf8')).toMatch(/^\/\/ NL's texts \(nl-NL\): a copy of en's, each marked "TODO translate" until it is translated\.\n/);
  }, 60_000);

  it("says a locale of a language the kit has extends the --from country's, with nothing to translate", async () => {
    const { stdout, exitCode } = await runCli(['new-country', 'BE', '--from', 'DE'], kit);
    expect(exitCode).toBe(0);
    expect(stdout).toContain("locales/de-BE/index.ts extends de-DE, DE's locale: BE shows its texts, nothing to translate; write a text there only where BE's differs");
    expect(stdout).not.toContain('TODO translate');
    const locale = readFileSync(join(kit, 'locales', 'de-BE', 'index.ts'), 'utf8');
    expect(locale).toContain("import de_DE from '../de-DE';");
    expect(locale).toContain("// BE's texts (de-BE) are de-DE's so far; a text that differs is written here and overrides it.");
    expect(locale).not.toMatch(/Austria|TODO translate/);
  }, 60_000);

  it("extends the --from country's own locale, not another of its language", async () => {
    await runCli(['new-country', 'LU', '--from', 'CH', '--locale', 'de-LU'], kit);
    expect(readFileSync(join(kit, 'locales', 'de-LU', 'index.ts'), 'utf8')).toContain('extendLocale<Translation>(de_CH, {})');
  }, 60_000);
});
