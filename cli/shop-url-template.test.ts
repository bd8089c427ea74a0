import { describe, expect, it } from 'vitest';
import { loadCountries } from '../services/test/test-server.ts';
import { UsageError } from '../validation/errors.ts';
import { hostLabelOf, withShopUrls } from './shop-url-template.ts';

const countries = loadCountries();
const shopUrlOf = (template: string, code: string) => withShopUrls(countries, template).find((country) => country.code === code)!.shop.url;

describe('--shop-url templates', () => {
  it('fills {code} in with the country code as a host label', () => {
    expect(hostLabelOf('CH_FR')).toBe('ch-fr');
    expect(shopUrlOf('http://{code}.localhost:4173/', 'CH_FR')).toBe('http://ch-fr.localhost:4173/');
    expect(shopUrlOf('http://{code}.localhost:4173/', 'DE')).toBe('http://de.localhost:4173/');
  });

  it("fills {path} in with the path of the country's own shop address", () => {
    expect(shopUrlOf('https://{code}.staging.example.com{path}', 'CH_FR')).toBe('https://ch-fr.staging.example.com/fr/');
    expect(shopUrlOf('https://{code}.staging.example.com{path}', 'DE')).toBe('https://de.staging.example.com/');
  });

  it('changes nothing else of a country', () => {
    const [before] = countries;
    const [after] = withShopUrls(countries, 'http://{code}.localhost:4173/');
    expect({ ...after, shop: { ...after!.shop, url: before!.shop.url } }).toEqual(before);
  });

  it.each([
    ['http://localhost:4173/', /has no \{code\}, so all 9 countries would get one address; allowed: a template with \{code\}/],
    ['http://{country}.localhost/', /has the unknown placeholder \{country\}; allowed: \{code\} .* and \{path\}/],
    ['ftp://{code}.example.com/', /gives "ftp:\/\/[a-z-]+\.example\.com\/", which is not http:\/\/ or https:\/\/; allowed: /],
    ['http://{code}.localhost:4173/shop', /which does not end in \/; allowed: /],
    ['http://{code}.localhost:4173/?x=1', /has a user name, password, query or fragment; allowed: /],
    ['http://{code}.local host/', /which is not an address; allowed: /],
    ['https://{{code}}.example.test/', /gives "https:\/\/\{[a-z-]+\}\.example\.test\/", which has a host that is no host name; allowed: /],
    ['https://{code}.example.test:0/', /which has port 0; allowed: /],
    ['https://{code}.example.test/{path}{path}', /which has an empty path segment \(\/\/\); allowed: /],
  ])('refuses %s as a usage error', (template, message) => {
    expect(() => withShopUrls(countries, template)).toThrow(UsageError);
    expect(() => withShopUrls(countries, template)).toThrow(message);
  });

  it('refuses a template that gives two countries one address', () => {
    const twoCodes = countries.filter(({ code }) => code === 'CH' || code === 'CH_FR');
    expect(() => withShopUrls(twoCodes, 'https://shop.example.ch/{code}/../')).toThrow(/gives CH and CH_FR the same address https:\/\/shop.example.ch\/; allowed: a template that gives each country its own address/);
  });

  it('needs no {code} for a single country', () => {
    expect(withShopUrls(countries.slice(0, 1), 'https://staging.example.com/')[0]!.shop.url).toBe('https://staging.example.com/');
  });
});
