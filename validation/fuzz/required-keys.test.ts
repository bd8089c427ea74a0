import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { shippedCountry } from '../test-country-file.ts';
import { requiredKeys } from './required-keys.ts';

const required = requiredKeys(parse(shippedCountry('de').toString('utf8'))).map((path) => path.join('.'));

describe('requiredKeys', () => {
  it('lists the keys the schema requires, through references and list items', () => {
    expect(required).toEqual(expect.arrayContaining(['code', 'newsletter.elements.email.maxLength', 'footer.teaser.groups.clickAndCollect.heading.link.url', 'business.returns.period.unit']));
  });

  it('follows a legal link kind to its shape: a page needs its url, consent settings has none', () => {
    expect(required).toContain('footer.legalLinks.imprint.url');
    expect(required).toContain('footer.legalLinks.consentSettings.text');
    expect(required).not.toContain('footer.legalLinks.consentSettings.url');
  });

  it('leaves out keys that may be absent', () => {
    expect(required).not.toContain('mobileApps');
    expect(required).not.toContain('newsletter.links.sampleNewsletter');
    expect(required).not.toContain('footer.salesTax.link');
  });
});
