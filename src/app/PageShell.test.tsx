import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInCountry } from '../test/render';
import { inStorefront } from '../test/storefront';
import { PageShell } from './PageShell';
import { routes } from './routes';

const SIGNUP_SKIP_LINK = { targetId: 'newsletter-signup', label: 'Zur Newsletter-Anmeldung' };

describe('PageShell', () => {
  it('offers a skip link, in the country’s language, that leads to the main landmark', () => {
    renderInCountry('SK', <PageShell path={routes.home}>obsah</PageShell>);

    const skipLink = screen.getByRole('link', { name: 'Preskočiť na obsah' });
    const main = screen.getByRole('main');
    expect(skipLink).toHaveAttribute('href', `#${main.id}`);
    expect(main).toHaveTextContent('obsah');
  });

  it('offers the further skip links a page asks for, after the one to the content', () => {
    renderInCountry('DE', <PageShell path={routes.home} skipLinks={[SIGNUP_SKIP_LINK]}><section id="newsletter-signup">Anmeldung</section></PageShell>);

    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('Zum Inhalt springen');
    expect(links[1]).toHaveAccessibleName('Zur Newsletter-Anmeldung');
    expect(links[1]).toHaveAttribute('href', '#newsletter-signup');
  });

  it('drops a further skip link while what it leads to is not on the page, and offers it again when it comes', async () => {
    const { rerender } = renderInCountry('DE', <PageShell path={routes.home} skipLinks={[SIGNUP_SKIP_LINK]}><section id="newsletter-signup">Anmeldung</section></PageShell>);

    rerender(inStorefront('DE', <PageShell path={routes.home} skipLinks={[SIGNUP_SKIP_LINK]}>ohne Anmeldung</PageShell>));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Zur Newsletter-Anmeldung' })).toBeNull());

    rerender(inStorefront('DE', <PageShell path={routes.home} skipLinks={[SIGNUP_SKIP_LINK]}><section id="newsletter-signup">Anmeldung</section></PageShell>));
    expect(await screen.findByRole('link', { name: 'Zur Newsletter-Anmeldung' })).toBeInTheDocument();
  });

  it.each([
    { code: 'DE', label: 'Land: Deutschland' },
    // toHaveTextContent folds the non-breaking space French puts before a colon into a plain one.
    { code: 'CH_FR', label: 'Pays : Suisse' },
    { code: 'TR', label: 'Ülke: Türkiye' },
  ] as const)('names the country in the header of $code: “$label”', ({ code, label }) => {
    renderInCountry(code, <PageShell path={routes.home}>…</PageShell>);

    expect(screen.getByRole('banner')).toHaveTextContent(label);
  });

  it('links the shop name in the header to the home page', () => {
    renderInCountry('CZ', <PageShell path={routes.home}>…</PageShell>);

    expect(screen.getByRole('link', { name: 'Internetový obchod' })).toHaveAttribute('href', '/');
  });
});
