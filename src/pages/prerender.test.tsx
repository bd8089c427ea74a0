import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageAddress } from '../config/shop-address';
import { keyedEntries } from '../footer/keyed-entries';
import { islandStorefront } from '../islands/island-data';
import { hydrateIslandIn } from '../islands/island-root';
import { ISLAND_LOADERS } from '../islands/island-loaders';
import type { IslandName } from '../islands/islands';
import { allShops, countryCodes, dictionaryFor, loadCountry } from '../test/storefront';
import { PAGE_COMPONENTS, prerenderPage } from './prerender';
import { pagesOf, type PageEntry } from './routes';
import { nextPaint } from '../test/next-paint';

const entries = Object.keys(PAGE_COMPONENTS) as PageEntry[];

function storefrontOf(code: (typeof countryCodes)[number]) {
  const country = loadCountry(code);
  return { country, locale: country.locale, translations: dictionaryFor(country), shops: allShops() };
}

// The server renderer ran in this same process, which React's development build warns about; the
// browser never has both, so that warning is no finding here.
const TWO_RENDERERS = 'Detected multiple renderers concurrently rendering the same context provider';

/** The page's prerendered body in the document, as the browser has it before any script runs. */
function placePrerendered(page: { body: string }): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = page.body;
  document.body.append(container);
  return container;
}

/** Hydrates each island of the prerendered page in `container`, as the built page's script does, with the data islands get. */
async function hydratePage(container: HTMLElement, storefront: ReturnType<typeof storefrontOf>, onRecoverableError?: (error: unknown) => void) {
  for (const element of container.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island as IslandName;
    const Content = await ISLAND_LOADERS[name]();
    let hydrated: Promise<void> | undefined;
    // act runs React's work once its callback is done: the hydration's promise is awaited after it.
    await act(async () => {
      hydrated = hydrateIslandIn(islandStorefront(storefront), element, name, Content, { onRecoverableError });
    });
    await hydrated;
  }
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('prerendered pages', () => {
  it('put the title, description and alternates in the head part and the page in the body part', async () => {
    const page = await prerenderPage('login', storefrontOf('DE'));

    expect(page.head).toMatch(/^<link rel="alternate" hrefLang="de-DE"/);
    expect(page.head).toContain('<title>Anmelden – Online-Shop</title>');
    expect(page.head).toContain('<link rel="canonical" href="https://www.shop.example.de/login"/>');
    expect(page.body).not.toContain('<title>');
    expect(page.body).toContain('<main');
  });

  it('hold the footer, with its links, which loads no component code', async () => {
    const page = await prerenderPage('home', storefrontOf('TR'));

    expect(page.body).toContain('<footer');
    const urls = keyedEntries(loadCountry('TR').footer.legalLinks).flatMap(([kind, link]) => (kind === 'consentSettings' ? [] : [link.url]));
    expect(urls.length).toBeGreaterThan(2);
    for (const url of urls) expect(page.body).toContain(`href="${url}"`);
  });

  it('hold the login form on the login page and the sign-up form in the home page’s footer, both sent by POST', async () => {
    const login = await prerenderPage('login', storefrontOf('DE'));
    const home = await prerenderPage('home', storefrontOf('DE'));

    const formTag = (html: string, name: string) => html.match(new RegExp(`<form [^>]*aria-label="${name}"[^>]*>`))?.[0];
    expect(formTag(login.body, 'Anmelden')).toContain('method="post"');
    expect(login.body).toContain('type="password"');
    expect(formTag(home.body, 'Newsletter abonnieren')).toContain('method="post"');
  });

  it('keep what was typed into the login form before the page was hydrated, and send it', async () => {
    const storefront = storefrontOf('DE');
    const container = placePrerendered(await prerenderPage('login', storefront));
    const input = (selector: string) => container.querySelector<HTMLInputElement>(selector)!;
    input('input[type="email"]').value = 'kundin@example.de';
    input('input[type="password"]').value = 'Geheim123!';
    const sent: Request[] = [];
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    vi.stubGlobal('fetch', (request: Request) => {
      if (request.method === 'POST') sent.push(request);
      return new Promise(() => undefined);
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await hydratePage(container, storefront);
    await act(async () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    await nextPaint();

    expect(input('input[type="email"]').value).toBe('kundin@example.de');
    expect(sent).toHaveLength(1);
    expect(await sent[0]!.json()).toMatchObject({ email: 'kundin@example.de', password: 'Geheim123!' });
  });

  // A search engine takes a page's canonical link as its one address: the shop's own host, under its path (CH_FR's /fr/).
  it.each(countryCodes)('name the canonical address of every page search engines may index in %s', async (code) => {
    const storefront = storefrontOf(code);
    const canonicals = async (entry: PageEntry) => [...(await prerenderPage(entry, storefront)).head.matchAll(/<link rel="canonical" href="([^"]*)"\/>/g)].map((link) => link[1]);

    for (const route of pagesOf(storefront.country).filter(({ indexed }) => indexed !== false)) {
      expect(await canonicals(route.entry), route.path).toEqual([pageAddress(storefront.country.shop.url, route.canonicalPath ?? route.path)]);
    }
  });

  describe.each(entries)('%s', (entry) => {
    it.each(countryCodes)('hydrates in %s without a mismatch', async (code) => {
      const storefront = storefrontOf(code);
      const page = await prerenderPage(entry, storefront);
      document.head.innerHTML = page.head;
      const container = placePrerendered(page);
      const problems: unknown[] = [];
      vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
        const message = args.join(' ');
        if (!message.startsWith(TWO_RENDERERS)) problems.push(message);
      });
      vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
      // The footer's services would answer after hydration; only hydration is under test here.
      vi.stubGlobal('fetch', () => new Promise(() => undefined));

      await hydratePage(container, storefront, (error) => problems.push(error));

      expect(problems).toEqual([]);
      expect(container.querySelector('main')).not.toBeNull();
    });
  });
});
