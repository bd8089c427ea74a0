import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorefrontProviders } from '../app/StorefrontProviders';
import { keyedEntries } from '../footer/keyed-entries';
import { allShops, countryCodes, dictionaryFor, loadCountry } from '../test/storefront';
import { PAGE_COMPONENTS, prerenderPage } from './prerender';
import type { PageEntry } from './routes';

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

// Unmounted after each test: a hydrated page keeps watching the document it was put in.
const hydratedRoots: Root[] = [];

/** Hydrates the prerendered page in `container` with the page's component, as mountPage does. */
async function hydratePage(container: HTMLElement, entry: PageEntry, storefront: ReturnType<typeof storefrontOf>, onRecoverableError?: (error: unknown) => void) {
  const Page = PAGE_COMPONENTS[entry];
  await act(async () => {
    const root = hydrateRoot(
      container,
      <StorefrontProviders {...storefront}>
        <Page />
      </StorefrontProviders>,
      { onRecoverableError },
    );
    hydratedRoots.push(root);
  });
}

afterEach(() => {
  act(() => hydratedRoots.splice(0).forEach((root) => root.unmount()));
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

  it('hold the footer, with its links, although the footer’s code loads later', async () => {
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

    await hydratePage(container, 'login', storefront);
    await act(async () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());

    expect(input('input[type="email"]').value).toBe('kundin@example.de');
    expect(sent).toHaveLength(1);
    expect(await sent[0]!.json()).toMatchObject({ email: 'kundin@example.de', password: 'Geheim123!' });
  });

  it.each([
    ['a tablet, by its device class, drops it', 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36', false],
    ['a desktop keeps it', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36', true],
  ])('hold the country switcher; once hydrated, %s', async (_device, userAgent, staysShown) => {
    const storefront = storefrontOf('DE');
    const page = await prerenderPage('login', storefront);
    const container = placePrerendered(page);
    const switcher = () => container.querySelector('nav[aria-label="Land wählen"]');
    expect(switcher()).not.toBeNull();
    await import('./site-footer/SiteFooter');
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    vi.stubGlobal('fetch', () => new Promise(() => undefined));

    await hydratePage(container, 'login', storefront);

    expect(switcher() !== null).toBe(staysShown);
  });

  describe.each(entries)('%s', (entry) => {
    it.each(countryCodes)('hydrates in %s without a mismatch', async (code) => {
      const storefront = storefrontOf(code);
      const page = await prerenderPage(entry, storefront);
      document.head.innerHTML = page.head;
      const container = placePrerendered(page);
      // The lazy parts' modules are in before hydration, as they are once their chunks have loaded.
      await import('./site-footer/SiteFooter');
      await import('./site-footer/FooterSignup');
      const problems: unknown[] = [];
      vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
        const message = args.join(' ');
        if (!message.startsWith(TWO_RENDERERS)) problems.push(message);
      });
      vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
      // The footer's services would answer after hydration; only hydration is under test here.
      vi.stubGlobal('fetch', () => new Promise(() => undefined));

      await hydratePage(container, entry, storefront, (error) => problems.push(error));

      expect(problems).toEqual([]);
      expect(container.querySelector('main')).not.toBeNull();
    });
  });
});
