import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInCountry } from '../test/render';
import { Footer, type FooterProps } from './Footer';
import { footerFixture } from './test/footer-fixture';

function renderFooter(props: Partial<FooterProps> = {}) {
  renderInCountry('DE', <Footer view="classic" footer={footerFixture} {...props} />);
  return userEvent.setup();
}

const newsletter = <p>Newsletter-Anmeldung</p>;

describe('Footer', () => {
  it('is the page footer, under its headline', () => {
    renderFooter();

    expect(screen.getByRole('contentinfo')).toContainElement(screen.getByRole('heading', { level: 2, name: 'Service und Hilfe' }));
  });

  // Issue 26: they are sections of the footer, not parts of the sign-up whose h2 comes before them.
  it('heads the category, social-media and app sections at the level of the sign-up beside them', () => {
    renderFooter({ newsletterBlock: newsletter });
    for (const name of ['Beliebte Kategorien', 'Folgen Sie uns', 'Unsere App']) expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
  });

  it('shows the delivery and payment logos under their brand names', () => {
    renderFooter({ labels: { deliveryLogos: 'Versandpartner', paymentLogos: 'Zahlungsarten' } });

    expect(screen.getByRole('img', { name: 'DHL' })).toHaveAttribute('src', '/service/footer-images/logos/dhl.svg');
    expect(screen.getByRole('img', { name: 'PayPal' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('list', { name: 'Zahlungsarten' })).toContainElement(screen.getByRole('img', { name: 'PayPal' }));
  });

  it('shows the SEO links, the social and app icons and the newsletter block when not reduced', () => {
    renderFooter({ newsletterBlock: newsletter });

    expect(screen.getByRole('navigation', { name: 'Beliebte Kategorien' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kaffee' })).toHaveAttribute('href', '/kaffee-c1.html');
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute('rel', 'noopener');
    expect(screen.getByRole('link', { name: 'App Store' })).toHaveAttribute('href', 'https://apps.apple.com/app/example');
    expect(screen.getByText('Newsletter-Anmeldung')).toBeInTheDocument();
  });

  it('hides the SEO links, the social and app icons and the newsletter block when reduced', () => {
    renderFooter({ reduced: true, newsletterBlock: newsletter });

    expect(screen.queryByRole('heading', { name: 'Beliebte Kategorien' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Folgen Sie uns' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unsere App' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Instagram' })).not.toBeInTheDocument();
    expect(screen.queryByText('Newsletter-Anmeldung')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Impressum' })).toBeInTheDocument();
  });

  it('shows the promotion and the preview slot it is given', () => {
    renderFooter({ promotion: <p>Aktion</p>, previewSlot: <p>Vorschau</p> });

    expect(screen.getByRole('contentinfo')).toHaveTextContent(/Aktion.*Vorschau/);
  });

  it('shows the legal links, the quality logos at their size and the sales-tax note', () => {
    renderFooter();

    expect(screen.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute('href', '/datenschutz-s11.html');
    const seal = screen.getByRole('img', { name: 'Trusted Shops Gütesiegel' });
    expect(seal).toHaveAttribute('width', '80');
    expect(seal).toHaveAttribute('height', '80');
    expect(screen.getByRole('link', { name: 'Trusted Shops Gütesiegel' })).toHaveAttribute('href', 'https://www.trustedshops.de/');
    expect(screen.getByText(/Alle Preise inkl\. MwSt\./)).toHaveTextContent('Alle Preise inkl. MwSt., zzgl. Versandkosten.');
    expect(screen.getByRole('link', { name: 'Versandkosten' })).toHaveAttribute('href', '/versandkosten-s13.html');
  });

  it('shows the sales-tax note without a link when the country has none', () => {
    renderFooter({ footer: { ...footerFixture, salesTax: { vatNote: 'Preise inkl. MwSt.', textBeforeLink: '', textAfterLink: '' } } });

    expect(screen.getByText('Preise inkl. MwSt.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Versandkosten' })).not.toBeInTheDocument();
  });

  it('says nothing about VAT when the country states no VAT note', () => {
    const salesTax = { textBeforeLink: 'Informacje o ', link: { url: '/koszty-dostawy-s1111.html', text: 'kosztach dostawy' }, textAfterLink: '.' };
    renderFooter({ footer: { ...footerFixture, salesTax } });

    expect(screen.getByText(/^Informacje o/)).toHaveTextContent(/^Informacje o kosztach dostawy\.$/);
    expect(screen.queryByText(/MwSt/)).not.toBeInTheDocument();
  });

  it('shows text from the data as text, never as markup', () => {
    renderFooter({ footer: { ...footerFixture, headline: '<b>Hilfe</b>' } });

    expect(screen.getByRole('contentinfo').querySelector('h2')).toHaveTextContent('<b>Hilfe</b>');
  });

  it('offers the view the shopper is not in (its script switches, enhance-footer.test.tsx)', () => {
    renderFooter({ view: 'mobile' });

    expect(screen.getByRole('button', { name: 'Zur Desktop-Ansicht' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zur mobilen Ansicht' })).not.toBeInTheDocument();
  });
});
