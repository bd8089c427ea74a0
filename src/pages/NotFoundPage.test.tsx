import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInCountry } from '../test/render';
import { dictionaries, loadCountry } from '../test/storefront';
import { NotFoundPage } from './NotFoundPage';

// The deferred footer's code, loaded once up front: on a busy machine its first import outlasts findByRole's wait.
beforeAll(() => import('./site-footer/SiteFooter'));
// The footer's services answer "nothing here".
beforeEach(() => vi.stubGlobal('fetch', async () => new Response(null, { status: 404 })));
afterEach(() => vi.unstubAllGlobals());

describe('the not-found page', () => {
  it.each([
    { code: 'DE', heading: 'Seite nicht gefunden', home: 'Zur Startseite' },
    { code: 'TR', heading: 'Sayfa bulunamadı', home: 'Ana sayfaya dön' },
  ] as const)('says “$heading” in $code, links to the home page and, once loaded, shows the footer', async ({ code, heading, home }) => {
    renderInCountry(code, <NotFoundPage />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('link', { name: home }));
    expect(screen.getByRole('link', { name: home })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toHaveTextContent(loadCountry(code).displayName);
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it("leads from its country switcher to each shop's home page, as no shop has a page at an unknown address", async () => {
    renderInCountry('DE', <NotFoundPage />);

    const turkey = loadCountry('TR').shop;
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: turkey.label })).toHaveAttribute('href', turkey.url);
  });

  it('keeps search engines out and names no canonical or alternate address', () => {
    renderInCountry('TR', <NotFoundPage />);

    expect(document.title).toBe(dictionaries['tr-TR']!.notFound.metaTitle);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"]')).toHaveLength(0);
  });
});
