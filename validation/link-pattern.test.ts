import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSchema } from './schema-registry.ts';

const { pattern } = (readSchema('common.schema.json') as { $defs: { Link: { pattern: string } } }).$defs.Link;
const isAllowedLink = (text: string) => new RegExp(pattern, 'u').test(text);
const SHOP = 'https://shop.example';

/** Strings built from the pieces that hostile links are made of. */
const linkLike = fc
  .array(fc.constantFrom('/', '\\', '//', 'javascript:', 'data:', 'http:', 'https:', 'mailto:', 'tel:', '@', ' ', '\t', 'evil.example', 'a', '1', '?', '#', '%2F', '.'), { maxLength: 8 })
  .map((parts) => parts.join(''));

describe('the Link rule of the country schema', () => {
  it('accepts only links that stay on the shop or use https, mailto or tel', () => {
    fc.assert(
      fc.property(fc.oneof(linkLike, fc.string()), (text) => {
        fc.pre(isAllowedLink(text));
        const url = new URL(text, SHOP);
        expect(url.origin === SHOP || ['https:', 'mailto:', 'tel:'].includes(url.protocol)).toBe(true);
        if (text.startsWith('/')) expect(url.origin).toBe(SHOP);
      }),
      { numRuns: 2000 },
    );
  });

  it.each(['/privacy', '/c123', '/subscribenewsletter/general-voucher-conditions', 'https://careers.example.com/jobs', 'mailto:service@example.com', 'tel:+49 40 123456'])(
    'accepts %s',
    (link) => expect(isAllowedLink(link)).toBe(true),
  );

  // A brace is never part of an address; in one it is a placeholder or its escape, which only texts take.
  it.each(['/p/{freeShipping}', '/p/{{x}}', 'https://shop.example/}x', 'mailto:a@shop.example?subject={x}'])('rejects the brace in %j', (link) =>
    expect(isAllowedLink(link)).toBe(false),
  );

  it.each(['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', '//evil.example', '/\\evil.example', 'http://example.com', 'https://.1', 'https://shop..example', 'privacy', ' /privacy', ''])(
    'rejects %j',
    (link) => expect(isAllowedLink(link)).toBe(false),
  );
});
