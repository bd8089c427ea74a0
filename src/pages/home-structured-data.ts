import type { CountryConfig } from '../config/country.generated';
import { pageAddress } from '../config/shop-address';

/** The shop's mark as search engines show it: a file of public/ at the same address in every shop. */
export const LOGO_PATH = '/favicon.svg';

/** The social profiles the footer links to: other sites' pages about the company, so schema.org's sameAs. */
function socialProfilesOf(country: CountryConfig): string[] {
  return country.footer.socialMedia.socialMediaIcons.map(({ link }) => link).filter((link) => link.startsWith('https://'));
}

/**
 * The home page's schema.org data: the company behind the shop (Organization, from the country's
 * `company` and the footer's social links) and the shop's site (WebSite), both at the shop's own
 * address. `siteName` is the shop's name as its header shows it.
 */
export function homeStructuredData(country: CountryConfig, siteName: string): object {
  const url = country.shop.url;
  const { company } = country;
  const organization = {
    '@type': 'Organization',
    '@id': `${url}#organization`,
    name: company?.name ?? siteName,
    ...(company && { legalName: company.legalName, address: { '@type': 'PostalAddress', ...company.address } }),
    url,
    logo: pageAddress(url, LOGO_PATH),
    sameAs: socialProfilesOf(country),
  };
  const website = { '@type': 'WebSite', '@id': `${url}#website`, name: siteName, url, inLanguage: country.locale, publisher: { '@id': organization['@id'] } };
  return { '@context': 'https://schema.org', '@graph': [organization, website] };
}
