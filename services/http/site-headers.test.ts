import { describe, expect, it } from 'vitest';
import { CSP_DIRECTIVES, SECURITY_HEADERS, securityHeadersFor } from './security-headers.ts';
import { PAGE_STARTER_HASH } from '../../src/pages/page-starter.generated.ts';
import { CONTENT_TYPES, headersFor, IMMUTABLE, matches, REVALIDATE, siteHeaderRules, type HeaderRule } from './site-headers.ts';

const PAGES = [
  { path: '/', html: 'index.html' },
  { path: '/newsletter/confirm', html: 'newsletter/confirm/index.html' },
];
const FILES = [
  'assets/home-D25CcFcX.js',
  'assets/page-QNGnTiVc.css',
  'assets/newsletter-embed.js',
  'favicon.svg',
  'robots.txt',
  'sitemap.xml',
  'images/newsletter/header-400x300.svg',
  'images/newsletter/header-273x273.svg',
  'service/footer-images/icons/contact.svg',
  'service/footer-images/logos/visa.svg',
  'index.html',
  'newsletter/confirm/index.html',
];
const rules = siteHeaderRules(PAGES, FILES);

/**
 * The headers Cloudflare Pages sends for `path` (its asset worker's attachCustomHeaders): every
 * matching rule in order, `! name` dropping what earlier rules set, and a header set by two rules
 * with both values joined ("public, max-age=…, no-cache"), where serve, nginx and Netlify send
 * the later rule's.
 */
function pagesHeadersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const rule of rules.filter((candidate) => matches(candidate, path))) {
    for (const name of rule.unset ?? []) delete sent[name];
    for (const [name, value] of Object.entries(rule.headers)) sent[name] = name in sent ? `${sent[name]}, ${value}` : value;
  }
  return sent;
}

describe('the headers of a site', () => {
  it.each([...PAGES.map(({ path }) => path), ...FILES.map((file) => `/${file}`)])('give %s the security headers and one Cache-Control, the same on Cloudflare Pages', (path) => {
    expect(headersFor(rules, path)).toMatchObject(SECURITY_HEADERS);
    expect(headersFor(rules, path)).toHaveProperty('cache-control');
    expect(pagesHeadersFor(rules, path)).toEqual(headersFor(rules, path));
  });

  it('let browsers keep files with a hash in their name for good, and ask again for the others', () => {
    expect(headersFor(rules, '/assets/home-D25CcFcX.js')['cache-control']).toBe(IMMUTABLE);
    expect(headersFor(rules, '/assets/page-QNGnTiVc.css')['cache-control']).toBe(IMMUTABLE);
    for (const path of ['/', '/newsletter/confirm', '/assets/newsletter-embed.js', '/favicon.svg', '/images/newsletter/header-400x300.svg']) {
      expect(headersFor(rules, path)['cache-control']).toBe(REVALIDATE);
    }
  });

  it('ask again for robots.txt and sitemap.xml each time, and give them their type, which their extension says too little of', () => {
    expect(headersFor(rules, '/robots.txt')).toMatchObject({ 'cache-control': REVALIDATE, 'content-type': 'text/plain; charset=utf-8' });
    expect(headersFor(rules, '/sitemap.xml')).toMatchObject({ 'cache-control': REVALIDATE, 'content-type': 'application/xml' });
    const typed = FILES.filter((file) => 'content-type' in headersFor(rules, `/${file}`));
    expect(typed.sort()).toEqual(Object.keys(CONTENT_TYPES).sort());
  });

  it('cover a folder whose files all cache alike with one rule', () => {
    expect(rules.map(({ path }) => path)).toContain('/images/*');
    expect(rules.map(({ path }) => path)).not.toContain('/images/newsletter/header-400x300.svg');
  });

  it("cover a folder with the caching most of its files share, each other file overriding it in a rule after, which drops the folder's first", () => {
    const paths = rules.map(({ path }) => path);
    expect(paths).not.toContain('/assets/home-D25CcFcX.js');
    expect(paths.indexOf('/assets/newsletter-embed.js')).toBeGreaterThan(paths.indexOf('/assets/*'));
    expect(rules.find(({ path }) => path === '/assets/*')!.headers).toEqual({ 'cache-control': IMMUTABLE });
    expect(rules.find(({ path }) => path === '/assets/newsletter-embed.js')).toMatchObject({ headers: { 'cache-control': REVALIDATE }, unset: ['cache-control'] });
  });

  // Cloudflare Pages reads at most 100 rules of `_headers`, for every shop of a host together.
  it('take as many rules with 60 hashed files as with 2', () => {
    const hashed = Array.from({ length: 60 }, (_, index) => `assets/chunk-${String(index).padStart(8, '0')}.js`);
    expect(siteHeaderRules(PAGES, [...FILES, ...hashed])).toHaveLength(rules.length);
  });

  // Netlify's `/newsletter/confirm/*` matches `/newsletter/confirm` too (its parser's pattern makes the last slash optional).
  it('cover no page address with a folder rule, the folder of its own address included, which would give the page a second caching rule', () => {
    expect(rules.map(({ path }) => path)).not.toContain('/newsletter/*');
    expect(rules.map(({ path }) => path)).not.toContain('/newsletter/confirm/*');
    expect(rules.map(({ path }) => path)).toContain('/newsletter/confirm/index.html');
  });

  it("never claim the services' prefix /service/ whole, so a host can send it to the services beside the site", () => {
    expect(rules.map(({ path }) => path)).not.toContain('/service/*');
    expect(rules.map(({ path }) => path)).toContain('/service/footer-images/*');
  });
});

describe('the Content-Security-Policy', () => {
  // The home page's JSON-LD is a data block (type application/ld+json), which browsers never run:
  // it needs neither a hash nor 'unsafe-inline', and inline scripts stay refused.
  it("lets scripts come from the site's own files, and inline only the page starter, by its hash: no other hash, no nonce, no 'unsafe-inline'", () => {
    expect(CSP_DIRECTIVES.scriptSrc).toEqual(["'self'", PAGE_STARTER_HASH]);
    expect(CSP_DIRECTIVES.scriptSrcAttr).toEqual(["'none'"]);
    const directives = Object.fromEntries(SECURITY_HEADERS['content-security-policy']!.split(';').map((directive) => directive.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));
    expect(directives['script-src']).toEqual(["'self'", PAGE_STARTER_HASH]);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(SECURITY_HEADERS['content-security-policy']!.match(/'(?:sha256|sha384|sha512|nonce)-/g)).toHaveLength(1);
  });
});

describe('a country’s Content-Security-Policy', () => {
  const directivesOf = (headers: Readonly<Record<string, string>>) =>
    Object.fromEntries(headers['content-security-policy']!.split(';').map((directive) => directive.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));
  const consent = { mode: 'basic', defaults: { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }, waitForUpdate: 500 } as const;

  it('is the strict one for a country without a tag manager, with or without consent settings', () => {
    expect(securityHeadersFor({})).toBe(SECURITY_HEADERS);
    expect(securityHeadersFor({ analytics: { consent } })).toBe(SECURITY_HEADERS);
  });

  it('allows exactly the hosts of the country’s tag manager for scripts, connections and images, and changes nothing else', () => {
    const headers = securityHeadersFor({ analytics: { tagManager: { kind: 'google-tag-manager', id: 'GTM-K9X2M7Q' }, consent } });
    const directives = directivesOf(headers);
    const strict = directivesOf(SECURITY_HEADERS);
    expect(directives['script-src']).toEqual(["'self'", PAGE_STARTER_HASH, 'https://www.googletagmanager.com']);
    expect(directives['connect-src']).toEqual(["'self'", 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com']);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'https://*.google-analytics.com', 'https://*.googletagmanager.com']);
    const others = (all: Record<string, string[]>) => Object.fromEntries(Object.entries(all).filter(([name]) => !['script-src', 'connect-src', 'img-src'].includes(name)));
    expect(others(directives)).toEqual(others(strict));
    expect({ ...headers, 'content-security-policy': '' }).toEqual({ ...SECURITY_HEADERS, 'content-security-policy': '' });
  });
});
