import { join } from 'node:path';
import { paths } from '../../validation/paths.ts';
import { shopBasePath } from '../../src/config/shop-address.ts';
import { FIRST_PORT, servedCountries } from '../countries.ts';

/** A country served by nginx from its build, with the reference services behind it and `serve` to compare with. */
export interface NginxCountry {
  code: string;
  siteDir: string;
  /** Where the shop lives on its host: `/`, or `/fr/` for CH_FR beside CH. */
  basePath: string;
  /** The shop's address on nginx without its last slash, where the browser goes: http://127.0.0.1:5325, http://127.0.0.1:5325/fr. */
  baseURL: string;
  nginxPort: number;
  /** `serve` on the same folder, for the comparison. */
  servePort: number;
}

/** One nginx server block and the shops it serves side by side, with their services behind it. */
export interface NginxHostSetup {
  port: number;
  /** `storefront services` for the host's shops, in one process, as the release engineers' guide runs it. */
  servicesPort: number;
  shops: NginxCountry[];
}

export const configOf = (code: string) => servedCountries.find(({ config }) => config.code === code)!.config;

// After the ports of e2e/countries.ts (FIRST_PORT … FIRST_PORT + 22): 5324 on with E2E_FIRST_PORT=5301.
// DE on a host of its own, CH at / and CH_FR at /fr/ on one host, as docs/release-engineers.md deploys them.
const HOSTS = [['DE'], ['CH', 'CH_FR']];
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
      servePort: NGINX_FIRST_PORT + 2 * HOSTS.length + index,
    };
  });
  return { port, servicesPort: NGINX_FIRST_PORT + HOSTS.length + hostIndex, shops };
});

export const nginxCountries: NginxCountry[] = nginxHosts.flatMap(({ shops }) => shops);
