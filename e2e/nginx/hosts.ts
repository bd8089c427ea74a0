import { join } from 'node:path';
import { paths } from '../../cli/paths.ts';
import { shopBasePath } from '../../src/config/shop-address.ts';
import { FIRST_PORT, servedCountries } from '../countries.ts';

/** A country served by nginx from its build, with the reference services behind it and `serve` to compare with. */
export interface NginxCountry {
  code: string;
  siteDir: string;
  /** Where the shop lives on its host: `/`, or `/fr/` for CH_FR beside CH. */
  basePath: string;
  /** The shop's address on nginx without its last slash, where the browser goes: http://127.0.0.1:5324, http://127.0.0.1:5326/fr. */
  baseURL: string;
  nginxPort: number;
  /** services/main.ts in a process of its own, as the shop's services behind the proxy. */
  servicesPort: number;
  /** `serve` on the same folder, for the comparison. */
  servePort: number;
}

/** One nginx server block and the shops it serves side by side. */
export interface NginxHostSetup {
  port: number;
  shops: NginxCountry[];
}

export const configOf = (code: string) => servedCountries.find(({ config }) => config.code === code)!.config;

// After the ports of e2e/countries.ts (FIRST_PORT … FIRST_PORT + 22): 5324 on with E2E_FIRST_PORT=5301.
// DE and TR each on a host of their own; CH at / and CH_FR at /fr/ on one host, as docs/release-engineers.md "A shop under a path" deploys them.
const HOSTS = [['DE'], ['TR'], ['CH', 'CH_FR']];
const SHOP_COUNT = HOSTS.flat().length;
const NGINX_FIRST_PORT = FIRST_PORT + 24;

let shopIndex = 0;
export const nginxHosts: NginxHostSetup[] = HOSTS.map((codes, hostIndex) => {
  const port = NGINX_FIRST_PORT + hostIndex;
  const shops = codes.map((code) => {
    const index = shopIndex++;
    const basePath = shopBasePath(configOf(code).shop.url);
    return {
      code,
      siteDir: join(paths.dist, code.toLowerCase()),
      basePath,
      baseURL: `http://127.0.0.1:${port}${basePath.slice(0, -1)}`,
      nginxPort: port,
      servicesPort: NGINX_FIRST_PORT + HOSTS.length + index,
      servePort: NGINX_FIRST_PORT + HOSTS.length + SHOP_COUNT + index,
    };
  });
  return { port, shops };
});

export const nginxCountries: NginxCountry[] = nginxHosts.flatMap(({ shops }) => shops);
