import { describe, expect, it } from 'vitest';
import { pageAddress, shopBasePath, underBasePath } from './shop-address';

describe('underBasePath', () => {
  it.each([
    ['/', '/contact', '/contact'],
    ['/fr/', '/contact', '/fr/contact'],
    ['/fr/', '/', '/fr/'],
    ['/fr/', '/service/footer-images/logos/visa.svg', '/fr/service/footer-images/logos/visa.svg'],
  ])('puts the shop link under %s: %s is %s', (basePath, link, expected) => {
    expect(underBasePath(basePath, link)).toBe(expected);
  });

  it.each(['https://example.com/x', 'mailto:info@example.com', 'tel:+41 44 000 00 00', '//evil.example/x', '/\\evil.example', '#main-content'])(
    'leaves %s as it is: it is no path of the shop',
    (link) => {
      expect(underBasePath('/fr/', link)).toBe(link);
    },
  );
});

describe('the base path and the page address agree', () => {
  it.each(['https://www.shop.example.de/', 'https://www.shop.example.ch/fr/'])('for %s', (shopUrl) => {
    const address = new URL(pageAddress(shopUrl, '/login'));
    expect(address.pathname).toBe(underBasePath(shopBasePath(shopUrl), '/login'));
  });
});
