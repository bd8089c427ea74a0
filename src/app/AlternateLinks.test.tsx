import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { allShops, countryCodes, loadCountry } from '../test/storefront';
import { AlternateLinks } from './AlternateLinks';

const alternatesOf = (html: string) => [...html.matchAll(/hrefLang="([^"]+)" href="([^"]+)"/g)].map(([, hreflang, href]) => [hreflang, href]);

describe('AlternateLinks', () => {
  it('lists every country’s shop once, in the order of countries/order.txt, with the country’s locale as hreflang', () => {
    const html = renderToStaticMarkup(<AlternateLinks shops={allShops()} />);

    const expected = countryCodes.map((code) => loadCountry(code)).map(({ locale, shop }) => [locale, shop.url]);
    expect(alternatesOf(html).slice(0, -1)).toEqual(expected);
  });

  it('names DE’s shop as x-default', () => {
    const html = renderToStaticMarkup(<AlternateLinks shops={allShops()} />);

    expect(alternatesOf(html).at(-1)).toEqual(['x-default', loadCountry('DE').shop.url]);
  });

  it('leaves out x-default when the default country has no shop among them', () => {
    const html = renderToStaticMarkup(<AlternateLinks shops={allShops().filter(({ code }) => code !== 'DE')} />);

    expect(html).not.toContain('x-default');
  });
});
