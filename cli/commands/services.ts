import { statSync } from 'node:fs';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import closeWithGrace from 'close-with-grace';
import type { RateLimits } from '../../services/context.ts';
import { createShopsServer } from '../../services/shops/shops-server.ts';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import { UsageError } from '../../validation/errors.ts';
import { listenOrExplain } from '../listen.ts';
import { parseListenPort } from '../port.ts';
import { withShopsOnHost } from '../shop-url-template.ts';
import { loadValidCountries } from '../valid-countries.ts';
import { servicesDataDir } from './serve-options.ts';

export interface ServicesOptions {
  /** The shops' country codes, each once. */
  country: string[];
  shopUrl?: string;
  port: string;
  host: string;
  data?: string;
  devTools?: boolean;
  unlimited?: boolean;
  trustProxy?: string;
  seed?: string;
  countries?: string;
}

/** How long a stop may take, requests under way and the database's close included, before the process exits anyway. */
const STOP_DEADLINE_MS = 15_000;

const NO_LIMIT = { max: Number.MAX_SAFE_INTEGER, windowMs: 1 };
const NO_LIMITS: RateLimits = { signupPerClientAndAddress: NO_LIMIT, signupPerClient: NO_LIMIT, loginPerClientAndAccount: NO_LIMIT, loginPerClient: NO_LIMIT };

/** `--trust-proxy 127.0.0.1,10.0.0.0/8`: addresses and networks, each checked, so a typo never trusts nobody silently. */
function trustedProxies(list: string | undefined): string[] | undefined {
  if (list === undefined) return undefined;
  const entries = list.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    // A network of no bits is every address: nobody's forwarded headers should be believed from anywhere.
    const bitsValid = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) >= 1 && Number(bits) <= maxBits);
    if (family === 0 || !bitsValid || rest.length > 0) throw new UsageError(`--trust-proxy takes addresses and networks separated by commas (127.0.0.1,10.0.0.0/8), not "${entry}"`);
  }
  return entries;
}

/** STOREFRONT_DEV_TOOLS: exactly 1 or true opens the local tools, 0 or false (or no variable) keeps them shut; anything else is a mistake to say. */
function devToolsFromEnvironment(): boolean {
  const value = process.env.STOREFRONT_DEV_TOOLS;
  if (value === undefined) return false;
  if (['1', 'true'].includes(value)) return true;
  if (['0', 'false'].includes(value)) return false;
  throw new UsageError(`STOREFRONT_DEV_TOOLS must be 1, true, 0 or false, not "${value}"`);
}

/** An option or variable that is there but empty, as an unset variable in a unit file is: said, never taken for the default. */
function refuseEmpty(options: ServicesOptions): void {
  if (options.host.trim() === '') throw new UsageError('--host is empty; give an address to listen on, e.g. 127.0.0.1 (0.0.0.0 for every interface)');
  if (options.shopUrl?.trim() === '') throw new UsageError("--shop-url is empty; give the shops' address, e.g. https://www.shop.example.ch/, or leave it out");
}

/** The seed file named, checked before anything starts. */
function seedFile(path: string | undefined): string | undefined {
  if (path === undefined) return undefined;
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) throw new UsageError(`--seed ${path} does not exist; give a seed file in the format of services/seed/seed.yaml`);
  if (!stat.isFile()) throw new UsageError(`--seed ${path} is a folder; give a seed file in the format of services/seed/seed.yaml`);
  return resolve(path);
}

function selectedShops(all: readonly CountryConfig[], codes: readonly string[]): CountryConfig[] {
  if (codes.length === 0) throw new UsageError(`--country names no shop; give one or more codes, e.g. --country CH --country CH_FR`);
  const upper = codes.map((code) => code.toUpperCase());
  const twice = upper.find((code, index) => upper.indexOf(code) !== index);
  if (twice) throw new UsageError(`--country ${twice} is given twice; name each shop once`);
  return upper.map((code) => {
    const country = all.find((config) => config.code === code);
    if (!country) throw new UsageError(`--country ${code} is no country; known: ${all.map((config) => config.code).join(', ')}`);
    return country;
  });
}

/** `storefront services`: the reference services of one or several shops, as a shop runs them in production behind its web server. */
export async function servicesCommand(options: ServicesOptions): Promise<void> {
  refuseEmpty(options);
  const port = parseListenPort(options.port);
  const seed = seedFile(options.seed);
  const devTools = options.devTools ?? devToolsFromEnvironment();
  const trustProxy = trustedProxies(options.trustProxy);
  const countries = await loadValidCountries({ countries: options.countries });
  const chosen = selectedShops(countries, options.country);
  const shops = options.shopUrl ? withShopsOnHost(chosen, options.shopUrl) : chosen;
  const dataDir = servicesDataDir(options);
  // The demo seed's accounts have public passwords: only on a machine of one's own, or from a seed file of one's own.
  const seedAccounts = devTools || seed !== undefined;
  const front = await createShopsServer({
    shops,
    countries,
    dataDir,
    devTools,
    requestLog: true,
    trustProxy,
    seedFile: seed,
    seedAccounts,
    // Wherever they came from (an earlier run, a seed file that repeats them), logins whose passwords are public go.
    removeDemoAccounts: !devTools,
    rateLimits: options.unlimited ? NO_LIMITS : {},
  });
  let listening = port;
  await listenOrExplain(port, async () => (listening = await front.listen(port, options.host)), front.close, options.host);
  // Standard output carries the JSON log alone; what a person reads goes to standard error.
  console.error(`listening on http://${options.host}:${listening}  (data in ${dataDir}; SIGTERM or Ctrl+C stops after the requests under way)`);
  if (!seedAccounts) console.error('  no demo accounts: customers and staff come from --seed FILE (the format of services/seed/seed.yaml), or --dev-tools for the demo ones');
  if (options.unlimited) console.error('  --unlimited: no rate limits');
  for (const { code, shop } of shops) console.error(`  ${code}: ${shop.url}${devTools ? ` (local tools at ${shop.url}_dev/mailbox, ${shop.url}_dev/staff)` : ''}`);
  closeWithGrace({ delay: STOP_DEADLINE_MS, logger: { error: (message: unknown) => console.error(`storefront services: ${String(message)}`) } }, async ({ err }) => {
    if (err) console.error(err);
    await front.close();
  });
}
