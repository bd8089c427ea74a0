import { join, resolve } from 'node:path';
import { createServer } from '../../services/server.ts';
import { shopBasePath } from '../../src/config/shop-address.ts';
import { isBuildCurrent } from '../build/build-stamp.ts';
import { UsageError } from '../../validation/errors.ts';
import { closeOnSignals, listenOrExplain } from '../listen.ts';
import { paths } from '../../validation/paths.ts';
import { shopEntriesOf } from '../shop-entries.ts';
import { loadValidCountries, requireSelection } from '../valid-countries.ts';
import { parsePort } from '../port.ts';
import { buildCountries } from './build.ts';
import { servicesDataDir, type ServeOptions } from './serve-options.ts';

function upstreamAddress(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const url = URL.canParse(text) ? new URL(text) : undefined;
  if (!url || !['http:', 'https:'].includes(url.protocol)) throw new UsageError(`--upstream must be an http:// or https:// address, not "${text}"`);
  // The proxy uses the origin and the base path only; anything more would be dropped without a word.
  if (url.username || url.password) throw new UsageError('--upstream takes no user name or password: they would never reach the services');
  if (url.search || url.hash) throw new UsageError(`--upstream takes an origin and a base path (https://host/gateway/), no query or fragment, not "${text}"`);
  return url.href;
}

export async function serveCommand(options: ServeOptions): Promise<void> {
  requireSelection(options);
  if (options.all) return (await import('./serve-all.ts')).serveAllCommand(options);
  const port = parsePort(options.port);
  const upstream = upstreamAddress(options.upstream);
  if (upstream && options.devTools) throw new UsageError('--dev-tools works with the reference services only, not with --upstream');
  const countries = await loadValidCountries({ countries: options.countries });
  const country = countries.find(({ code }) => code === options.country!.toUpperCase());
  if (!country) throw new UsageError(`no country ${options.country}; known: ${countries.map(({ code }) => code).join(', ')}`);

  const siteDir = join(paths.dist, country.code.toLowerCase());
  const shops = shopEntriesOf(countries, options.countries);
  if (isBuildCurrent(siteDir, country, shops)) console.log(`${siteDir} is current; serving it as built`);
  else {
    console.log(`building ${country.code} …`);
    await buildCountries([country], shops, paths.dist);
  }
  const dataDir = servicesDataDir(options);
  // Under the shop's own path, as the build placed it: CH_FR at http://127.0.0.1:4173/fr/.
  const shop = `http://127.0.0.1:${port}${shopBasePath(country.shop.url)}`;
  const server = await createServer({ country, countries, dataDir, siteDir: resolve(siteDir), upstream, devTools: options.devTools, shopUrl: shop });
  await listenOrExplain(port, () => server.listen({ host: '127.0.0.1', port }), () => server.close());
  console.log(`${country.displayName} (${country.code}) on ${shop}  (Ctrl+C stops)`);
  console.log(upstream ? `  ${shop}service/* is forwarded to ${upstream}` : `  services: data in ${dataDir}`);
  if (options.devTools) console.log(`  local tools: mailbox at ${shop}_dev/mailbox, staff sign-in at ${shop}_dev/staff, real-user vitals at ${shop}_dev/vitals`);
  closeOnSignals(() => server.close());
}
