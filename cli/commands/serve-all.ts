import { join, resolve } from 'node:path';
import { createAllOrigins } from '../../services/origins/all-origins.ts';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import { isBuildCurrent } from '../build/build-stamp.ts';
import { inCountryOrder } from '../../validation/country-order.ts';
import { UsageError } from '../../validation/errors.ts';
import { closeOnSignals, listenOrExplain } from '../listen.ts';
import { projectRoot } from '../../validation/paths.ts';
import { parsePort } from '../port.ts';
import { shopEntriesOf } from '../shop-entries.ts';
import { withShopUrls } from '../shop-url-template.ts';
import { loadValidCountries } from '../valid-countries.ts';
import { countryOutDir } from '../vite/vite-config.ts';
import { buildCountries } from './build.ts';
import { servicesDataDir, type ServeOptions } from './serve-options.ts';

/**
 * Where `serve --all` on `port` builds: outside dist/, so a release build there never gets the
 * local shop addresses, `serve --country` and `serve --all` do not rebuild each other's folders,
 * and dist/ holds country folders only. One folder per port, as the port is in every address: two
 * runs on two ports never rebuild under each other.
 */
export function serveAllDist(port: number): string {
  return join(projectRoot, '.storefront', 'serve-all', String(port));
}

/** The shop addresses of a local build: each country on its own origin, its own cookies with it, under its own path (CH_FR at /fr/). */
export function localShopUrlTemplate(port: number): string {
  return `http://{code}.localhost:${port}{path}`;
}

async function buildStale(countries: readonly CountryConfig[], folder: string | undefined, outDir: string): Promise<void> {
  const shops = shopEntriesOf(countries, folder);
  const stale = countries.filter((country) => !isBuildCurrent(countryOutDir(outDir, country), country, shops));
  if (stale.length === 0) return console.log(`${outDir} is current; serving it as built`);
  console.log(`building ${stale.map(({ code }) => code).join(', ')} into ${outDir} …`);
  await buildCountries(stale, shops, outDir);
}

/** `serve --all`: every country on its own origin, http://de.localhost:4173/ …, from one process. */
export async function serveAllCommand(options: ServeOptions): Promise<void> {
  const port = parsePort(options.port);
  if (options.upstream) throw new UsageError('--all works with the reference services only, not with --upstream');
  const template = localShopUrlTemplate(port);
  const countries = inCountryOrder(withShopUrls(await loadValidCountries({ countries: options.countries }), template), options.countries);
  const outDir = serveAllDist(port);
  await buildStale(countries, options.countries, outDir);

  const dataDir = servicesDataDir(options);
  const origins = await createAllOrigins({ countries, dataDir, devTools: options.devTools, siteDirOf: (country) => resolve(countryOutDir(outDir, country)) });
  await listenOrExplain(port, () => origins.listen(port), origins.close);
  for (const { code, shop } of countries) console.log(`${shop.label} (${code}) on ${shop.url}`);
  console.log(`every country listed on http://localhost:${port}/  (Ctrl+C stops)`);
  console.log(`  services: data in ${dataDir}, shared by every country`);
  if (options.devTools) console.log('  local tools on each origin: /_dev/mailbox, /_dev/staff, /_dev/vitals (every country\'s)');
  closeOnSignals(origins.close);
}
