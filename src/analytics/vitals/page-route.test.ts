import { describe, expect, it } from 'vitest';
import { pageRouteOf, type ShopPages } from './page-route';

const PAGE_PATHS = ['/', '/login', '/m/login', '/newsletter/confirm', '/404'];
const germany: ShopPages = { countryCode: 'DE', basePath: '/', pagePaths: PAGE_PATHS, notFoundPath: '/404' };
const swissFrench: ShopPages = { ...germany, countryCode: 'CH_FR', basePath: '/fr/' };

describe('pageRouteOf', () => {
  it.each(['/', '/login', '/m/login', '/newsletter/confirm', '/404'])('names the page at %s by its route', (pathname) => {
    expect(pageRouteOf(pathname, germany)).toBe(pathname);
  });

  it('takes the shop’s base path off, so CH_FR’s pages have the routes of every other shop', () => {
    expect(pageRouteOf('/fr/', swissFrench)).toBe('/');
    expect(pageRouteOf('/fr/login', swissFrench)).toBe('/login');
    expect(pageRouteOf('/fr/newsletter/confirm', swissFrench)).toBe('/newsletter/confirm');
  });

  it.each([
    ['/index.html', germany, '/'],
    ['/login/index.html', germany, '/login'],
    ['/m/login/index.html', germany, '/m/login'],
    ['/newsletter/confirm/index.html', germany, '/newsletter/confirm'],
    ['/fr/index.html', swissFrench, '/'],
    ['/fr/login/index.html', swissFrench, '/login'],
  ])('names a page asked for by its file, %s, as any static host serves it, by its route', (pathname, shop, route) => {
    expect(pageRouteOf(pathname, shop)).toBe(route);
  });

  it.each(['/unknown', '/unknown/index.html', '/login/index.htm', '/loginindex.html', '//index.html', '//login/index.html', '/404/index.html', '/login/extra', '/subscribenewsletter', '/LOGIN', '/fr/login'])('reports an address without a page, %s, as the not-found page', (pathname) => {
    expect(pageRouteOf(pathname, germany)).toBe('/404');
  });

  it.each(['/', '/login', '/fr', '/de/login'])('reports an address outside CH_FR’s /fr/, %s, as the not-found page', (pathname) => {
    expect(pageRouteOf(pathname, swissFrench)).toBe('/404');
  });

  it('never passes on what a visitor or a mail put into the address', () => {
    expect(pageRouteOf('/max.mustermann@example.com', germany)).toBe('/404');
    expect(pageRouteOf('/fr/%3Cscript%3E', swissFrench)).toBe('/404');
  });
});
