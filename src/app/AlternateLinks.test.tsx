import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { allShops, countryCodes, loadCountry } from '../test/storefront';
import { AlternateLinks } from './AlternateLinks';
import { routes } from './routes';

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

  it('names the first shop in country order as x-default when the default country has no shop among them', () => {
    const html = renderToStaticMarkup(<AlternateLinks shops={allShops().filter(({ code }) => code !== 'DE')} />);

    expect(alternatesOf(html).at(-1)).toEqual(['x-default', loadCountry(countryCodes.filter((code) => code !== 'DE')[0]!).shop.url]);
  });

  it('names the same page in every shop, below each shop’s own address', () => {
    const html = renderToStaticMarkup(<AlternateLinks shops={allShops()} path={routes.login} />);

    const alternates = Object.fromEntries(alternatesOf(html));
    expect(alternates['de-DE']).toBe('https://www.shop.example.de/login');
    expect(alternates['fr-CH']).toBe('https://www.shop.example.ch/fr/login');
    expect(alternates['x-default']).toBe('https://www.shop.example.de/login');
    expect(alternatesOf(html)).toHaveLength(countryCodes.length + 1);
  });

  it('lists only the shops that have a country-specific page, and the first of them as x-default when the default shop lacks it', () => {
    const html = renderToStaticMarkup(<AlternateLinks shops={allShops()} path={routes.subscribeNewsletter} />);

    const withSignupPage = countryCodes.filter((code) => loadCountry(code).newsletter.signupPage === true);
    expect(withSignupPage.length).toBeGreaterThan(0);
    expect(withSignupPage).not.toContain('DE');
    const addresses = withSignupPage.map((code) => loadCountry(code)).map(({ locale, shop }) => [locale, `${shop.url}subscribenewsletter`]);
    expect(alternatesOf(html)).toEqual([...addresses, ['x-default', addresses[0]![1]]]);
  });
});
