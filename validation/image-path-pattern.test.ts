import { posix } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSchema } from './schema-registry.ts';

const { pattern } = (readSchema('common.schema.json') as { $defs: { ImagePath: { pattern: string } } }).$defs.ImagePath;
const isAllowedImagePath = (text: string) => new RegExp(pattern, 'u').test(text);

/** Image paths built from the pieces that paths leaving public/ are made of. */
const pathLike = fc
  .tuple(fc.array(fc.constantFrom('/', '//', '.', '..', '\\', 'images', 'evil.example.com', 'a', '-', '_', '.svg'), { maxLength: 8 }), fc.constantFrom('.svg', '.png'))
  .map(([parts, extension]) => `/${parts.join('')}${extension}`);

describe('the ImagePath rule of the country schema', () => {
  it('accepts only paths that already are their own normal form under public/', () => {
    fc.assert(
      fc.property(pathLike, (text) => {
        fc.pre(isAllowedImagePath(text));
        expect(posix.normalize(text)).toBe(text);
        expect(text.startsWith('//')).toBe(false);
      }),
      { numRuns: 3000 },
    );
  });

  it.each(['/images/newsletter/newsletter-header-400x300.svg', '/images/a_b-1.2.webp', '/logo.png'])('accepts %s', (path) => expect(isAllowedImagePath(path)).toBe(true));

  it.each([
    '//evil.example.com/../images/newsletter/newsletter-header-400x300.svg',
    '/../../../tmp/x.svg',
    '/./images/newsletter/newsletter-header-400x300.svg',
    '/images//newsletter/newsletter-header-400x300.svg',
    '/images/a.svg/../newsletter/newsletter-header-400x300.svg',
    '/images\\newsletter\\x.svg',
    '/images/.hidden.svg',
    'images/x.svg',
  ])('rejects %j', (path) => expect(isAllowedImagePath(path)).toBe(false));
});
