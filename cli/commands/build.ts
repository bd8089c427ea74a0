import { resolve } from 'node:path';
import { build } from 'vite';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import { writeBuildStamp } from '../build/build-stamp.ts';
import { formatSizeTable, measureBundle, type BundleSizes } from '../build/size-report.ts';
import { loadValidCountries, requireSelection, type CountrySelection } from '../valid-countries.ts';
import { countryOutDir, viteConfigFor } from '../vite/vite-config.ts';

export interface BuildOptions extends CountrySelection {
  outDir: string;
}

/** Builds one country into `<outDir>/<code>/` and returns where. */
export async function buildCountry(config: CountryConfig, outDir: string): Promise<string> {
  await build(viteConfigFor(config, outDir));
  const folder = countryOutDir(outDir, config);
  writeBuildStamp(folder, config);
  return folder;
}

export async function buildCommand(options: BuildOptions): Promise<void> {
  requireSelection(options);
  const countries = await loadValidCountries(options);
  const outDir = resolve(options.outDir);
  const started = performance.now();
  const rows: Array<{ code: string; sizes: BundleSizes }> = [];
  for (const config of countries) {
    rows.push({ code: config.code, sizes: measureBundle(await buildCountry(config, outDir)) });
  }
  console.log(formatSizeTable(rows));
  console.log(`built ${rows.length} ${rows.length === 1 ? 'country' : 'countries'} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
