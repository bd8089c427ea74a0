import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { shippedCountry } from '../test-country-file.ts';
import { requiredKeys } from './required-keys.ts';

const required = requiredKeys(parse(shippedCountry('at').toString('utf8'))).map((path) => path.join('.'));

describe('requiredKeys', () => {
  it('lists the keys the schema requires, through references and list items', () => {
    expect(required).toEqual(expect.arrayContaining(['code', 'newsletter.elements.email.maxLength', 'footer.teaser.groups.2.heading.link.url', 'business.returns.period.unit']));
  });

  it('follows a legal link kind to its shape: a page needs its url', () => {
    expect(required).toContain('footer.legalLinks.0.url');
    expect(required).toContain('footer.legalLinks.3.text');
  });

  it('leaves out keys that may be absent', () => {
    expect(required).not.toContain('mobileApps');
    expect(required).not.toContain('newsletter.links.sampleNewsletter');
    expect(required).not.toContain('footer.salesTax.link');
  });
});
