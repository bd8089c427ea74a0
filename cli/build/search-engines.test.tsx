// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { sitemapXml } from './search-files';
import { parseXml } from '../test/xml';
import type { CountryCode } from '../../src/config/country.generated';
import { allShops, countryCodes, dictionaryFor, loadCountry } from '../../src/test/storefront';
import { prerenderPage } from '../../src/pages/prerender';
import { pagesOf } from '../../src/pages/routes';

// Search engines meet a page's alternates three ways: in the shop's sitemap, in the page's head and
// in the country switcher a visitor follows. Built from the same shop entries, they must agree.

const shops = allShops();

function sitemapOf(code: CountryCode) {
  const shop = shops.find((entry) => entry.code === code)!;
  return parseXml(sitemapXml(shop, shops)).children.map((url) => ({
    loc: url.children.find(({ name }) => name.endsWith('}loc'))!.text,
    alternates: url.children.filter(({ name }) => name.endsWith('}link')).map(({ attributes }) => [attributes.hreflang!, attributes.href!]),
  }));
}

/** What a page tells search engines and shows in its switcher, read from its prerendered HTML. */
function readPage(page: { head: string; body: string }) {
  const document = new DOMParser().parseFromString(`<!doctype html><html><head>${page.head}</head><body>${page.body}</body></html>`, 'text/html');
  return {
    alternates: [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute('hreflang')!, link.getAttribute('href')!]),
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    noindex: document.head.querySelector('meta[name="robots"]')?.getAttribute('content') === 'noindex',
    switcher: Object.fromEntries([...document.body.querySelectorAll('nav a[lang]')].map((link) => [link.getAttribute('lang')!, link.getAttribute('href')!])),
  };
}

describe.each(countryCodes)('the shop of %s', (code) => {
  it('names the same addresses in its sitemap, its pages’ hreflang links and their country switcher', async () => {
    const country = loadCountry(code);
    const sitemap = sitemapOf(code);
    const listed = new Set<string>();
    for (const route of pagesOf(country)) {
      const page = readPage(await prerenderPage(route.entry, { country, locale: country.locale, translations: dictionaryFor(country), shops }));
      const own = page.alternates.find(([hreflang]) => hreflang === country.locale)?.[1];
      const entry = sitemap.find(({ loc }) => loc === own);
      if (entry) {
        listed.add(entry.loc);
        expect(page.alternates, route.path).toEqual(entry.alternates);
        expect(page.alternates.at(-1)![0], route.path).toBe('x-default');
        // Every shop with the page is an alternate, and the switcher leads to that same address.
        for (const [hreflang, href] of entry.alternates.slice(0, -1)) expect(page.switcher[hreflang!], `${route.path} ${hreflang}`).toBe(href);
        expect(Object.keys(page.switcher)).toHaveLength(shops.length);
      } else {
        // Not in the sitemap: kept from the index, or only a variant of a page that is listed.
        const keptOut = page.noindex && page.alternates.length === 0;
        const variant = page.canonical !== undefined && sitemap.some(({ loc }) => loc === page.canonical);
        expect(keptOut || variant, `${route.path} is neither listed, nor noindex, nor a variant of a listed page`).toBe(true);
        if (keptOut) expect(Object.values(page.switcher), route.path).toEqual(shops.map(({ url }) => url));
      }
    }
    expect([...listed].sort()).toEqual(sitemap.map(({ loc }) => loc).sort());
  });
});
