import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROBOTS_FILE, SITEMAP_FILE } from '../../services/http/site-headers.ts';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import { pageAddress } from '../../src/config/shop-address.ts';
import { alternatesOf, hasPage, pageAddressIn, type ShopEntry } from '../../src/config/shop-entry.ts';
import { SITEMAP_PATHS } from '../../src/pages/routes.ts';

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text as it may stand in XML content or a quoted attribute: a shop address may hold `&`. */
export function xmlEscaped(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);
}

/**
 * The shop's sitemap: each page of it that search engines may index, at its own canonical
 * address, with the hreflang alternates its head names (the same function makes both).
 */
export function sitemapXml(shop: ShopEntry, shops: readonly ShopEntry[]): string {
  const entries = SITEMAP_PATHS.filter((path) => hasPage(shop, path)).map((path) => {
    const alternates = alternatesOf(shops, path).map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${xmlEscaped(hreflang)}" href="${xmlEscaped(href)}"/>`);
    return ['  <url>', `    <loc>${xmlEscaped(pageAddressIn(shop, path))}</loc>`, ...alternates, '  </url>'].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * The shops whose sitemaps the shop's robots.txt names. Crawlers read robots.txt at a host's root
 * only, so a shop at a host's root names every shop on its host (CH names CH_FR's /fr/ sitemap
 * too); a shop under a path names its own, right when it is deployed on a host of its own.
 */
export function shopsNamedInRobots(shop: ShopEntry, shops: readonly ShopEntry[]): ShopEntry[] {
  const address = new URL(shop.url);
  if (address.pathname !== '/') return [shop];
  return [shop, ...shops.filter((other) => other.code !== shop.code && new URL(other.url).origin === address.origin)];
}

/**
 * The shop's robots.txt: crawling is allowed everywhere (the pages search engines may not index
 * say so with a robots noindex, which a crawler can only read on a page it may fetch), and the
 * sitemaps, by absolute address.
 */
export function robotsTxt(shop: ShopEntry, shops: readonly ShopEntry[]): string {
  const sitemaps = shopsNamedInRobots(shop, shops).map((named) => `Sitemap: ${pageAddress(named.url, `/${SITEMAP_FILE}`)}`);
  return ['# Written by `storefront build`: the shop allows every crawler everywhere.', 'User-agent: *', 'Allow: /', '', ...sitemaps, ''].join('\n');
}

/** Writes `robots.txt` and `sitemap.xml` into a built country's folder, from the same shop entries as its pages. */
export function writeSearchFiles(folder: string, config: CountryConfig, shops: readonly ShopEntry[]): void {
  const shop = shops.find(({ code }) => code === config.code);
  if (!shop) throw new Error(`${config.code} has no shop among the shops the build names`);
  writeFileSync(join(folder, ROBOTS_FILE), robotsTxt(shop, shops));
  writeFileSync(join(folder, SITEMAP_FILE), sitemapXml(shop, shops));
}
