import type { Storefront } from '../app/StorefrontData';
import type { CountryConfig } from '../config/country.generated';

/**
 * The bundle's data as islands get it, on the server and in the browser alike. The footer and
 * every country's shop are server-rendered HTML that no island reads; left out, each page with an
 * island loads about 3 KB gzip less. An island that read them would fail the build's prerender,
 * which renders every island with this data.
 */
export function islandStorefront<Data extends Pick<Storefront, 'country' | 'shops'>>(data: Data): Data {
  const { footer: _serverRendered, ...islandCountry } = data.country;
  return { ...data, country: islandCountry as CountryConfig, shops: [] };
}
