import type { CountryConfig } from '../src/config/country.generated.ts';
import { UsageError } from '../validation/errors.ts';

const PLACEHOLDER = /\{([^{}]*)\}/g;
// Dot-separated labels of letters, digits and inner hyphens, as DNS names are; or an IP address.
const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])$/;
const ALLOWED_PLACEHOLDERS = '{code} (the country code as a host label: ch-fr for CH_FR) and {path} (the path of the country\'s own shop address: /fr/ for CH_FR)';

/** The country code as a valid host label: lower case, `_` as `-` (CH_FR → ch-fr). */
export function hostLabelOf(code: string): string {
  return code.toLowerCase().replaceAll('_', '-');
}

function filledIn(template: string, config: CountryConfig): string {
  const values: Record<string, string> = { code: hostLabelOf(config.code), path: new URL(config.shop.url).pathname };
  return template.replace(PLACEHOLDER, (_match, name: string) => values[name]!);
}

function addressProblem(url: URL | undefined): string | undefined {
  if (!url) return 'is not an address';
  if (!['http:', 'https:'].includes(url.protocol)) return 'is not http:// or https://';
  if (url.username || url.password || url.search || url.hash) return 'has a user name, password, query or fragment';
  // WHATWG URLs let through hosts that no DNS name has ({de}.example) and port 0.
  if (!HOST_NAME.test(url.hostname)) return 'has a host that is no host name';
  if (url.port === '0') return 'has port 0';
  if (url.pathname.includes('//')) return 'has an empty path segment (//)';
  // The pages resolve their routes below the shop address, as a folder.
  if (!url.pathname.endsWith('/')) return 'does not end in /';
  return undefined;
}

/** The address as the pages will name it; a usage error, naming --shop-url as given, when it cannot be a shop's. */
function shopAddress(text: string, template: string): string {
  const url = URL.canParse(text) ? new URL(text) : undefined;
  const problem = addressProblem(url);
  if (problem) throw new UsageError(`--shop-url "${template}" gives "${text}", which ${problem}; allowed: an http:// or https:// address of a host and a path ending in /, e.g. http://{code}.localhost:4173/`);
  return url!.href;
}

function checkPlaceholders(template: string, countryCount: number, codeRequired: boolean): void {
  const unknown = [...template.matchAll(PLACEHOLDER)].map(([match]) => match).filter((match) => match !== '{code}' && match !== '{path}');
  if (unknown.length > 0) throw new UsageError(`--shop-url "${template}" has the unknown placeholder ${unknown[0]}; allowed: ${ALLOWED_PLACEHOLDERS}`);
  // Every page's switcher names every shop, so even a build of one country needs them apart.
  if (codeRequired && countryCount > 1 && !template.includes('{code}')) {
    throw new UsageError(`--shop-url "${template}" has no {code}, so all ${countryCount} countries would get one address; allowed: a template with {code}, e.g. http://{code}.localhost:4173/`);
  }
}

/**
 * The countries with each shop address (`shop.url`) replaced by `template` filled in for it: what
 * the switcher, the hreflang alternates, the canonical links and the services' mail links name.
 */
export function withShopUrls(configs: readonly CountryConfig[], template: string, { codeRequired = true, given = template } = {}): CountryConfig[] {
  checkPlaceholders(given, configs.length, codeRequired);
  const owners = new Map<string, string>();
  return configs.map((config) => {
    const url = shopAddress(filledIn(template, config), given);
    const other = owners.get(url);
    if (other) throw new UsageError(`--shop-url "${given}" gives ${other} and ${config.code} the same address ${url}; allowed: a template that gives each country its own address`);
    owners.set(url, config.code);
    return { ...config, shop: { ...config.shop, url } };
  });
}

/**
 * The shops' addresses when `address` serves them: a template as `build --shop-url` takes it, or the
 * address of their host, below which each shop lies at its own path (CH at `/`, CH_FR at `/fr/`),
 * as the build placed its pages.
 */
export function withShopsOnHost(configs: readonly CountryConfig[], address: string): CountryConfig[] {
  if (address.includes('{')) return withShopUrls(configs, address);
  return withShopUrls(configs, `${address.replace(/\/+$/, '')}{path}`, { codeRequired: false, given: address });
}
