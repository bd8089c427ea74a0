import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CountryCode, FooterConfig } from '../config/country.generated';
import { renderInCountry } from '../test/render';
import { countryCodes, loadCountry } from '../test/storefront';
import { Footer } from './Footer';
import { footerFor } from './footer-fallback';

// The footer data arrives in countries/*.yaml separately from these components; until every
// country has it, these tests are skipped rather than failing on missing data.
const footers = Object.fromEntries(countryCodes.map((code) => [code, loadCountry(code).footer])) as Record<CountryCode, FooterConfig | undefined>;
const allHaveFooters = countryCodes.every((code) => footers[code] !== undefined);
const footerOf = (code: CountryCode) => footers[code]!;

describe.skipIf(!allHaveFooters).each(countryCodes)('Footer of %s', (code) => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('renders every service group heading as a linked column heading on desktop', () => {
    renderInCountry(code, <Footer view="classic" />);

    for (const group of Object.values(footerOf(code).teaser.groups)) {
      const headings = screen.getAllByRole('heading', { level: 3, name: group.heading.link.text });
      expect(headings.some((heading) => within(heading).queryByRole('link', { name: group.heading.link.text }))).toBe(true);
    }
  });

  it('renders every service group heading as an accordion header on phones', () => {
    renderInCountry(code, <Footer view="mobile" />);

    for (const group of Object.values(footerOf(code).teaser.groups)) {
      expect(screen.getAllByRole('heading', { level: 3, name: group.heading.link.text }).some((heading) => heading.closest('summary'))).toBe(true);
    }
  });

  it('shows only known logos and icons, so nothing is logged', () => {
    const error = vi.spyOn(console, 'error');

    renderInCountry(code, <Footer view="classic" />);

    expect(error).not.toHaveBeenCalled();
  });

  it('has a switcher with every country’s own shop in the order of countries/order.txt, the current one selected', () => {
    renderInCountry(code, <Footer view="classic" labels={{ countrySwitcher: 'switcher' }} />);

    const links = within(screen.getByRole('navigation', { name: 'switcher' })).getAllByRole('link');
    const countries = countryCodes.map((code) => loadCountry(code));
    expect(links.map((link) => [link.getAttribute('href'), link.textContent, link.getAttribute('lang')])).toEqual(
      countries.map(({ shop, locale }) => [shop.url, shop.label, locale]),
    );
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAttribute('href', loadCountry(code).shop.url);
  });
});

describe.skipIf(!allHaveFooters)('Footer of an unknown country', () => {
  it('is the German footer', () => {
    const known = Object.fromEntries(countryCodes.map((code) => [code, footerOf(code)]));

    expect(footerFor('XX', known)).toBe(footerOf('DE'));
  });
});

describe('Footer of a shop under a path (CH_FR at /fr/)', () => {
  it("leads every link of the shop's own, and every image, under /fr/; other sites' links stay as they are", () => {
    const { container } = renderInCountry('CH_FR', <Footer view="classic" />);

    const addresses = [...container.querySelectorAll('a[href], img[src]')].map((element) => element.getAttribute('href') ?? element.getAttribute('src')!);
    const shopOwn = addresses.filter((address) => address.startsWith('/'));
    expect(shopOwn.length).toBeGreaterThan(20);
    expect(shopOwn.filter((address) => !address.startsWith('/fr/'))).toEqual([]);
    expect(addresses.filter((address) => !address.startsWith('/')).every((address) => /^(?:https:|mailto:|tel:|#)/.test(address))).toBe(true);
  });
});
