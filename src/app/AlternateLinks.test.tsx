import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { COUNTRY_LOCALES } from '../config/locale-map';
import { countryCodes, loadCountry } from '../test/storefront';
import { AlternateLinks } from './AlternateLinks';

const entries = countryCodes.map((code) => ({ code, label: code, href: `https://shop.example/${code.toLowerCase()}/`, flag: 'flag.svg', flagName: code }));

describe('AlternateLinks', () => {
  it('lists every country’s shop with its locale, and DE’s as x-default', () => {
    const html = renderToStaticMarkup(<AlternateLinks entries={entries} />);
    expect(html).toContain('<link rel="alternate" hrefLang="tr-TR" href="https://shop.example/tr/"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="fr-CH" href="https://shop.example/ch_fr/"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="x-default" href="https://shop.example/de/"/>');
    expect(html.match(/rel="alternate"/g)).toHaveLength(countryCodes.length + 1);
  });
});

describe('COUNTRY_LOCALES', () => {
  it.each(countryCodes)('names %s’s locale as its country file does', (code) => {
    expect(COUNTRY_LOCALES[code]).toBe(loadCountry(code).locale);
  });
});
