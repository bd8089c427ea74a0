import { describe, expect, it } from 'vitest';
import { isTextField, translatableField } from './text-fields.ts';

describe('the places of country data the schemas mark', () => {
  it('take placeholders only in texts', () => {
    expect(isTextField('/footer/headline')).toBe(true);
    expect(isTextField('/footer/teaser/groups/payment/links/0/link/text')).toBe(true);
    expect(isTextField('/footer/teaser/groups/payment/images/0/label')).toBe(false);
    expect(isTextField('/displayName')).toBe(false);
  });

  it('are translated where a shopper reads them, texts and names, each with its schema’s maximum length', () => {
    expect(translatableField('/footer/headline')).toEqual({ maxLength: 120 });
    expect(translatableField('/footer/teaser/groups/payment/links/0/link/text')).toEqual({ maxLength: 80 });
    expect(translatableField('/footer/teaser/groups/payment/images/0/label')).toEqual({ maxLength: 60 });
    expect(translatableField('/displayName')).toEqual({ maxLength: 40 });
    expect(translatableField('/shop/label')).toEqual({ maxLength: 40 });
  });

  it('leave settings, addresses and codes alone', () => {
    for (const pointer of ['/code', '/locale', '/shop/url', '/footer/teaser/groups/payment/links/0/link/url', '/footer/deliveryLogos/0', '/company/name']) {
      expect(translatableField(pointer), pointer).toBeUndefined();
    }
  });
});
