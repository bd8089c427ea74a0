import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCountries } from '../../services/test/test-server.ts';
import type { ShopEntry } from '../../src/config/shop-entry.ts';
import { routes } from '../../src/app/routes.ts';
import { shopEntriesOf } from '../shop-entries.ts';
import { parseXml, type XmlElement } from '../test/xml.ts';
import { robotsTxt, sitemapXml, writeSearchFiles, xmlEscaped } from './search-files.ts';

const SITEMAP_NS = '{http://www.sitemaps.org/schemas/sitemap/0.9}';
const XHTML_NS = '{http://www.w3.org/1999/xhtml}';

const countries = loadCountries();
const shops = shopEntriesOf(countries);
const shop = (code: string) => shops.find((entry) => entry.code === code)!;

/** Each <url> of a sitemap: its address and its alternates as [hreflang, href]. */
function entriesOf(xml: string) {
  const root = parseXml(xml);
  expect(root.name).toBe(`${SITEMAP_NS}urlset`);
  return root.children.map((url: XmlElement) => ({
    loc: url.children.find(({ name }) => name === `${SITEMAP_NS}loc`)!.text,
    alternates: url.children.filter(({ name }) => name === `${XHTML_NS}link`).map(({ attributes }) => [attributes.hreflang, attributes.href]),
  }));
}

const sitemapsOf = (robots: string) => robots.split('\n').filter((line) => line.startsWith('Sitemap: ')).map((line) => line.slice('Sitemap: '.length));

describe('robots.txt', () => {
  it('allows every crawler everywhere', () => {
    expect(robotsTxt(shop('DE'), shops)).toMatch(/^User-agent: \*\nAllow: \/\n/m);
    expect(robotsTxt(shop('DE'), shops)).not.toContain('Disallow');
  });

  it("names the shop's own sitemap by its absolute address", () => {
    expect(sitemapsOf(robotsTxt(shop('DE'), shops))).toEqual(['https://www.shop.example.de/sitemap.xml']);
  });

  it('of a shop at the root of a host names the sitemap of every shop on that host, as crawlers read only that one', () => {
    expect(sitemapsOf(robotsTxt(shop('CH'), shops))).toEqual(['https://www.shop.example.ch/sitemap.xml', 'https://www.shop.example.ch/fr/sitemap.xml']);
  });

  it('of a shop under a path names its own sitemap only, right when it has a host of its own', () => {
    expect(sitemapsOf(robotsTxt(shop('CH_FR'), shops))).toEqual(['https://www.shop.example.ch/fr/sitemap.xml']);
  });

  it('leaves out shops on another port or scheme of the same host name', () => {
    const local = [
      { ...shop('CH'), url: 'http://ch.localhost:4173/' },
      { ...shop('CH_FR'), url: 'http://ch.localhost:4174/fr/' },
    ];
    expect(sitemapsOf(robotsTxt(local[0]!, local))).toEqual(['http://ch.localhost:4173/sitemap.xml']);
  });
});

describe('sitemap.xml', () => {
  it('is well-formed XML in the sitemap namespace, for every shop', () => {
    for (const entry of shops) expect(() => entriesOf(sitemapXml(entry, shops))).not.toThrow();
  });

  it('lists the home and login pages at their absolute addresses, and neither the mobile login, nor the confirmation page, nor the not-found page', () => {
    expect(entriesOf(sitemapXml(shop('CH_FR'), shops)).map(({ loc }) => loc)).toEqual(['https://www.shop.example.ch/fr/', 'https://www.shop.example.ch/fr/login']);
  });

  it('lists a page only some shops have in those shops, with those shops as alternates and the first of them as x-default', () => {
    const withPage = shops.filter(({ paths }) => paths.includes(routes.subscribeNewsletter));
    expect(withPage.map(({ code }) => code)).toEqual(['CZ', 'HU', 'SK']);
    const entry = entriesOf(sitemapXml(shop('HU'), shops)).find(({ loc }) => loc.endsWith(routes.subscribeNewsletter))!;
    expect(entry.loc).toBe('https://www.shop.example.hu/subscribenewsletter');
    expect(entry.alternates).toEqual([
      ...withPage.map(({ locale, url }) => [locale, `${url}subscribenewsletter`]),
      ['x-default', 'https://www.shop.example.cz/subscribenewsletter'],
    ]);
    expect(entriesOf(sitemapXml(shop('DE'), shops)).map(({ loc }) => loc)).not.toContain('https://www.shop.example.de/subscribenewsletter');
  });

  it('gives every page the alternates of every shop that has it and x-default, the page itself among them', () => {
    for (const entry of entriesOf(sitemapXml(shop('DE'), shops))) {
      expect(entry.alternates.at(-1)![0]).toBe('x-default');
      expect(entry.alternates).toContainEqual(['de-DE', entry.loc]);
      expect(entry.alternates).toHaveLength(shops.length + 1);
    }
  });

  it('escapes a shop address holding &, and reads back as the same addresses', () => {
    const odd: ShopEntry[] = shops.map((entry) => (entry.code === 'AT' ? { ...entry, url: 'https://www.shop.example.at/mode&sport/' } : entry));
    const xml = sitemapXml(odd.find(({ code }) => code === 'AT')!, odd);

    expect(xml).toContain('<loc>https://www.shop.example.at/mode&amp;sport/</loc>');
    const [home] = entriesOf(xml);
    expect(home!.loc).toBe('https://www.shop.example.at/mode&sport/');
    expect(home!.alternates).toContainEqual(['de-AT', 'https://www.shop.example.at/mode&sport/']);
    // The check above would catch the & left bare: the parser refuses it.
    expect(() => parseXml(xml.replaceAll('&amp;', '&'))).toThrow();
  });
});

describe('xmlEscaped', () => {
  it('escapes the five characters XML reserves, and only those', () => {
    expect(xmlEscaped(`<a href="x">Tom & Jerry's</a> ü`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt; ü');
  });
});

describe('writeSearchFiles', () => {
  const folder = mkdtempSync(join(tmpdir(), 'storefront-search-files-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("writes the country's robots.txt and sitemap.xml into its folder", () => {
    writeSearchFiles(folder, countries.find(({ code }) => code === 'CH')!, shops);

    expect(readFileSync(join(folder, 'robots.txt'), 'utf8')).toBe(robotsTxt(shop('CH'), shops));
    expect(readFileSync(join(folder, 'sitemap.xml'), 'utf8')).toBe(sitemapXml(shop('CH'), shops));
  });

  it('refuses a country whose shop is not among the shops', () => {
    expect(() => writeSearchFiles(folder, countries.find(({ code }) => code === 'CH')!, shops.filter(({ code }) => code !== 'CH'))).toThrow('CH has no shop among the shops the build names');
  });
});
