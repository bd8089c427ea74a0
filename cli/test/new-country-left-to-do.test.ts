import { rmSync } from 'node:fs';
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
  }, 60_000);
});
