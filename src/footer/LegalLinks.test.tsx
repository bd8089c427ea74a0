import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LegalLinks as LegalLinksData } from '../config/country.generated';
import { renderInCountry } from '../test/render';
import { LegalLinks } from './LegalLinks';

// Consent settings before terms: the data's order, not the schema's. Three of the kinds every country has are enough here.
const links = {
  imprint: { text: 'Impressum', url: '/impressum-s10.html' },
  consentSettings: { text: 'Cookie-Einstellungen' },
  terms: { text: 'AGB', url: 'https://www.example.de/agb' },
} as LegalLinksData;

function renderLegalLinks() {
  renderInCountry('DE', <LegalLinks links={links} consentSettingsEvent="consent:open-settings" label="Rechtliches" />);
  return screen.getByRole('navigation', { name: 'Rechtliches' });
}

describe('LegalLinks', () => {
  it('shows every legal link in data order, consent settings among them', () => {
    const items = within(renderLegalLinks()).getAllByRole('listitem');

    expect(items.map((item) => item.textContent)).toEqual(['Impressum', 'Cookie-Einstellungen', 'AGB']);
  });

  it('links each legal page to its url and makes consent settings a button', () => {
    const navigation = renderLegalLinks();

    expect(within(navigation).getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/impressum-s10.html');
    expect(within(navigation).getByRole('link', { name: 'AGB' })).toHaveAttribute('target', '_blank');
    expect(within(navigation).getByRole('button', { name: 'Cookie-Einstellungen' })).toBeInTheDocument();
  });

  it('cannot be given a legal page without a url or consent settings with one (checked by tsc)', () => {
    // @ts-expect-error every kind but consentSettings needs a url, as the schema requires
    const withoutUrl: LegalLinksData = { imprint: { text: 'Impressum' } };
    // @ts-expect-error consent settings opens the consent panel and has no url
    const consentWithUrl: LegalLinksData = { consentSettings: { text: 'Cookies', url: '/cookies' } };

    expect([withoutUrl, consentWithUrl]).toHaveLength(2);
  });
});
