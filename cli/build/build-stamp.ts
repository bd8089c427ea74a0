import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import { projectRoot } from '../paths.ts';

const STAMP_FILE = '.storefront-build.json';

/** Everything a country's bundle is made from; a change in any of them makes the build stale. */
function buildInputs(config: CountryConfig): string[] {
  // All of countries/: every bundle lists every country's shop, in the order of countries/order.txt.
  const trees = ['countries', 'src', 'app', 'public', 'schemas', 'cli/vite', 'cli/build', join('locales', config.locale)];
  const files = ['package-lock.json'];
  return [...files.map((file) => join(projectRoot, file)), ...trees.flatMap((tree) => walk(join(projectRoot, tree)))];
}

function walk(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => walk(join(path, name)));
}

export function inputHash(config: CountryConfig): string {
  const hash = createHash('sha256');
  for (const file of buildInputs(config)) {
    if (!existsSync(file)) continue;
    hash.update(relative(projectRoot, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/**
 * Records what the build in `outDir` was made from. `shopUrl` is the build's --shop-url template:
 * the same sources with other shop addresses are another build.
 */
export function writeBuildStamp(outDir: string, config: CountryConfig, shopUrl?: string): void {
  writeFileSync(join(outDir, STAMP_FILE), JSON.stringify({ code: config.code, inputHash: inputHash(config), shopUrl: shopUrl ?? null }, null, 2));
}

/** Whether `outDir` holds a build of exactly the current sources, with the shop addresses of `shopUrl` (a --shop-url template) or, without it, the countries' own. */
export function isBuildCurrent(outDir: string, config: CountryConfig, shopUrl?: string): boolean {
  const stamp = join(outDir, STAMP_FILE);
  if (!existsSync(stamp)) return false;
  const recorded = JSON.parse(readFileSync(stamp, 'utf8')) as { inputHash?: string; shopUrl?: string | null };
  return recorded.inputHash === inputHash(config) && (recorded.shopUrl ?? undefined) === shopUrl;
}

