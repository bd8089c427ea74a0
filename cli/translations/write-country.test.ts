import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { withDataTexts } from './write-country.ts';

const FILE = `code: NL
footer:
  headline: Hallo # the footer's first line
  teaser:
    title: Titel

# Legal constants.
business:
  vatRate: 21
`;

const RESOLVED = {
  code: 'NL',
  footer: {
    headline: 'Hallo',
    teaser: { title: 'Titel', groups: { payment: { links: [{ link: { text: 'Zahlung', url: '/a' } }, { link: { text: 'Rechnung', url: '/b' } }, { link: { text: '%', url: '/c' } }] } } },
    labels: { legal: 'Rechtliches' },
  },
  business: { vatRate: 21 },
};

describe('withDataTexts', () => {
  it('replaces a text where the file writes it, keeping its comment, and quotes it only where YAML needs it', () => {
    const targets = [{ pointer: '/footer/headline', target: 'Hallo: "welkom"' }];
    const written = withDataTexts(FILE, 'nl.yaml', RESOLVED, targets);
    expect(written).toBe(FILE.replace('headline: Hallo #', `headline: 'Hallo: "welkom"' #`));
  });

  it('adds an inherited text under the map it belongs in, before the blank line and the comment of the next key', () => {
    const written = withDataTexts(FILE, 'nl.yaml', RESOLVED, [{ pointer: '/footer/labels/legal', target: 'Juridisch', inheritedFrom: 'countries/de.yaml' }]);
    expect(written).toBe(FILE.replace('    title: Titel\n', '    title: Titel\n  labels:\n    legal: Juridisch\n'));
  });

  it('copies an inherited list whole, as lists are inherited, marking its other texts as still to translate', () => {
    const targets = [{ pointer: '/footer/teaser/groups/payment/links/1/link/text', target: 'Factuur', inheritedFrom: 'countries/de.yaml' }];
    const written = withDataTexts(FILE, 'nl.yaml', RESOLVED, targets);
    expect(written).toContain(`    title: Titel
    groups:
      payment:
        links:
          - link:
              text: Zahlung # TODO translate (copied from countries/de.yaml)
              url: /a
          - link:
              text: Factuur
              url: /b
          - link:
              text: "%"
              url: /c

# Legal constants.`);
    expect(parseDocument(written).toJS().footer.teaser.groups.payment.links.map(({ link }: { link: { text: string } }) => link.text)).toEqual(['Zahlung', 'Factuur', '%']);
    // The copy's first text, translated by a later import, loses its mark.
    expect(withDataTexts(written, 'nl.yaml', RESOLVED, [{ pointer: '/footer/teaser/groups/payment/links/0/link/text', target: 'Betaling' }])).toContain('              text: Betaling\n');
  });
});
