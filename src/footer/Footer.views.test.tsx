import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ServiceGroups } from '../config/country.generated';
import { renderInCountry } from '../test/render';
import { Footer, type FooterProps } from './Footer';
import { footerFixture } from './test/footer-fixture';

function renderFooter(props: Partial<FooterProps> = {}) {
  renderInCountry('DE', <Footer view="classic" footer={footerFixture} {...props} />);
  return userEvent.setup();
}

/** The group's disclosure, found by its heading. */
const group = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('details')!;
const openGroups = () => [...document.querySelectorAll('details[open] h3')].map((heading) => heading.textContent);

describe('Footer in the mobile view', () => {
  it('shows the service groups as disclosures under their headings that start closed', () => {
    renderFooter({ view: 'mobile' });

    for (const title of ['Bezahlung', 'Versand', 'Rückgabe', 'Kontakt', 'Unternehmen']) {
      expect(screen.getByRole('heading', { level: 3, name: title }).closest('summary')).toBe(group(title).querySelector('summary'));
    }
    expect(openGroups()).toEqual([]);
  });

  it('gives the groups one name, so that the browser keeps one open at a time', () => {
    renderFooter({ view: 'mobile' });

    const names = new Set([...document.querySelectorAll('details')].map((details) => details.getAttribute('name')));
    expect([...names]).toHaveLength(1);
    expect([...names][0]).toBeTruthy();
  });

  it('opens a group on a tap, and closes it on a second one', async () => {
    const user = renderFooter({ view: 'mobile' });

    await user.click(screen.getByRole('heading', { level: 3, name: 'Versand' }));
    expect(openGroups()).toEqual(['Versand']);

    await user.click(screen.getByRole('heading', { level: 3, name: 'Versand' }));
    expect(openGroups()).toEqual([]);
  });

  it('shows the links marked hideInClassic and the overview link in an open group', async () => {
    const user = renderFooter({ view: 'mobile' });

    await user.click(screen.getByRole('heading', { level: 3, name: 'Bezahlung' }));
    const panel = group('Bezahlung');

    expect(within(panel).getByText('Bezahlung: Einleitung')).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Bezahlung immer' })).toHaveAttribute('href', '/payment-s2.html');
    expect(within(panel).getByRole('link', { name: 'Bezahlung nur mobil' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Bezahlung Übersicht' })).toHaveAttribute('href', '/payment-s4.html');
    expect(within(panel).getByRole('img', { name: 'Visa' })).toHaveAttribute('src', '/service/footer-images/logos/visa.svg');
  });
});

describe('Footer in the classic view', () => {
  it('shows every group open under a heading that links to the group', () => {
    renderFooter();

    const heading = screen.getByRole('heading', { level: 3, name: 'Versand' });
    expect(within(heading).getByRole('link', { name: 'Versand' })).toHaveAttribute('href', '/shipping-s1.html');
    expect(screen.getByRole('region', { name: 'Kontakt' })).toHaveTextContent('Kontakt: Einleitung');
    expect(screen.getAllByRole('link', { name: /immer$/ })).toHaveLength(4);
    expect(document.querySelector('details')).toBeNull();
  });

  it('hides the links marked hideInClassic', () => {
    renderFooter();

    expect(screen.queryByRole('link', { name: /nur mobil$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bezahlung immer' })).toBeInTheDocument();
  });

  it('leaves out the overview links', () => {
    renderFooter();

    expect(screen.queryByRole('link', { name: /Übersicht$/ })).not.toBeInTheDocument();
  });

  it('opens external links in a new tab without giving them the opener', () => {
    renderFooter();

    const link = screen.getByRole('link', { name: 'Karriere' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(screen.getByRole('link', { name: 'Bezahlung immer' })).not.toHaveAttribute('target');
  });

  it('shows the groups in the order the data writes them, not in the order of their kinds', () => {
    const { contact, payment } = footerFixture.teaser.groups;
    // Reduced, so that the group headings are the only ones at level 3.
    renderFooter({ reduced: true, footer: { ...footerFixture, teaser: { groups: { contact, payment } as ServiceGroups } } });

    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Kontakt', 'Bezahlung']);
  });
});

describe.each(['mobile', 'classic'] as const)('Footer in checkout, %s view', (view) => {
  it('hides the groups marked hideGroupInCheckout', () => {
    renderFooter({ view, checkout: true });

    expect(screen.getByRole('heading', { level: 3, name: 'Bezahlung' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Kontakt' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Rückgabe' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Unternehmen' })).not.toBeInTheDocument();
  });
});

describe('Footer without checkout', () => {
  it('shows the groups marked hideGroupInCheckout', () => {
    renderFooter();

    expect(screen.getByRole('heading', { level: 3, name: 'Rückgabe' })).toBeInTheDocument();
  });
});
