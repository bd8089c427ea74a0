import { describe, expect, it } from 'vitest';
import type { CountryCode } from '../config/country.generated';
import { allShops, countryCodes, dictionaryFor, loadCountry } from '../test/storefront';
import { prerenderPage } from './prerender';
import type { PageEntry } from './routes';

function storefrontOf(code: CountryCode) {
  const country = loadCountry(code);
  return { country, locale: country.locale, translations: dictionaryFor(country), shops: allShops() };
}

const JSON_LD = /<script type="application\/ld\+json">(.*?)<\/script>/gs;

async function structuredDataOf(entry: PageEntry, code: CountryCode) {
  const page = await prerenderPage(entry, storefrontOf(code));
  return [...`${page.head}${page.body}`.matchAll(JSON_LD)].map(([, json]) => JSON.parse(json!) as { '@context': string; '@graph': Array<Record<string, unknown>> });
}

const nodeOf = (data: { '@graph': Array<Record<string, unknown>> }, type: string) => data['@graph'].find((node) => node['@type'] === type)!;

describe('the home page’s structured data', () => {
  it.each(countryCodes)('is one JSON-LD block in the prerendered page of %s, naming the company and the site', async (code) => {
    const country = loadCountry(code);
    const blocks = await structuredDataOf('home', code);

    expect(blocks).toHaveLength(1);
    const [data] = blocks;
    expect(data!['@context']).toBe('https://schema.org');
    expect(data!['@graph'].map((node) => node['@type'])).toEqual(['Organization', 'WebSite']);
    const organization = nodeOf(data!, 'Organization');
    expect(organization.url).toBe(country.shop.url);
    expect(organization.logo).toBe(new URL('favicon.svg', country.shop.url).href);
    expect(organization.sameAs).toEqual(country.footer.socialMedia.socialMediaIcons.map(({ link }) => link));
    expect(nodeOf(data!, 'WebSite')).toMatchObject({ url: country.shop.url, inLanguage: country.locale, publisher: { '@id': organization['@id'] } });
  });

  it('gives the company’s legal name and postal address from the country’s data', async () => {
    const [data] = await structuredDataOf('home', 'DE');

    const { company } = loadCountry('DE');
    expect(company).toBeDefined();
    expect(nodeOf(data!, 'Organization')).toMatchObject({
      name: company!.name,
      legalName: company!.legalName,
      address: { '@type': 'PostalAddress', ...company!.address },
    });
  });

  it('names a logo file the build ships, below a shop address with a path of its own', async () => {
    const [data] = await structuredDataOf('home', 'CH_FR');

    expect(nodeOf(data!, 'Organization').logo).toBe('https://www.shop.example.ch/fr/favicon.svg');
  });

  it.each(['login', 'not-found', 'newsletter-confirmation'] as const)('is not on the %s page', async (entry) => {
    expect(await structuredDataOf(entry, 'DE')).toEqual([]);
  });
});
