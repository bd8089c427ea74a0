import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import type { ShopEntry } from '../../src/config/shop-entry.ts';
import { projectRoot } from '../../validation/paths.ts';

const STAMP_FILE = '.storefront-build.json';

/** The files a country's bundle is made from, besides its data; a change in any of them makes the build stale. */
function buildInputs(config: CountryConfig): string[] {
  const trees = ['src', 'app', 'public', 'schemas', 'cli/vite', 'cli/build', join('locales', config.locale)];
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

/**
 * The build's data, not the country files: those may come from any --countries folder, and
 * --shop-url changes every shop's address. Every bundle lists every country's shop, in order.
 */
function inputHash(config: CountryConfig, shops: readonly ShopEntry[]): string {
  const hash = createHash('sha256').update(JSON.stringify({ config, shops })).update('\0');
  for (const file of buildInputs(config)) {
    if (!existsSync(file)) continue;
    hash.update(relative(projectRoot, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** Records what the build in `outDir` was made from: the country's data, every shop and the sources. */
export function writeBuildStamp(outDir: string, config: CountryConfig, shops: readonly ShopEntry[]): void {
  writeFileSync(join(outDir, STAMP_FILE), JSON.stringify({ code: config.code, inputHash: inputHash(config, shops) }, null, 2));
}

/** Whether `outDir` holds a build of exactly this data (shop addresses included) and the current sources. */
export function isBuildCurrent(outDir: string, config: CountryConfig, shops: readonly ShopEntry[]): boolean {
  const stamp = join(outDir, STAMP_FILE);
  if (!existsSync(stamp)) return false;
  const recorded = JSON.parse(readFileSync(stamp, 'utf8')) as { inputHash?: string };
  return recorded.inputHash === inputHash(config, shops);
}
