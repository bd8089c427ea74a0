import { join } from 'node:path';
import { paths } from '../../cli/paths.ts';
import { FIRST_PORT, servedCountries } from '../countries.ts';

/** A country served by nginx from its build, with the reference services behind it and `serve` to compare with. */
export interface NginxCountry {
  code: string;
  siteDir: string;
  /** nginx's origin, where the browser goes. */
  baseURL: string;
  nginxPort: number;
  /** services/main.ts in a process of its own, as the shop's services behind the proxy. */
  servicesPort: number;
  /** `serve` on the same folder, for the comparison. */
  servePort: number;
}

// After the ports of e2e/countries.ts (FIRST_PORT … FIRST_PORT + 22): 5324-5330 with E2E_FIRST_PORT=5301.
const NGINX_FIRST_PORT = FIRST_PORT + 24;
const CODES = ['DE', 'TR'];

export const nginxCountries: NginxCountry[] = CODES.map((code, index) => {
  const nginxPort = NGINX_FIRST_PORT + index;
  return {
    code,
    siteDir: join(paths.dist, code.toLowerCase()),
    baseURL: `http://127.0.0.1:${nginxPort}`,
    nginxPort,
    servicesPort: NGINX_FIRST_PORT + CODES.length + index,
    servePort: NGINX_FIRST_PORT + 2 * CODES.length + index,
  };
});

export const configOf = (code: string) => servedCountries.find(({ config }) => config.code === code)!.config;
