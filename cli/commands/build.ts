import { join, resolve } from 'node:path';
import { build } from 'vite';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import type { ShopEntry } from '../../src/config/shop-entry.ts';
import { writeBuildStamp } from '../build/build-stamp.ts';
import { writeDeployHeaders } from '../build/deploy-headers.ts';
import { buildRecord, MANIFEST_FILE, writeManifest, writeReleaseRecord } from '../build/manifest.ts';
import { precompress, precompressFile } from '../build/precompress.ts';
import { createPrerenderer } from '../build/prerender.ts';
import { writeSearchFiles } from '../build/search-files.ts';
import { formatSizeTable, measureBundle, type BundleSizes } from '../build/size-report.ts';
import { resolveCountryFiles } from '../country-inputs.ts';
import { CliError, UsageError } from '../../validation/errors.ts';
import { paths } from '../../validation/paths.ts';
import { shopEntriesOf } from '../shop-entries.ts';
import { withShopUrls } from '../shop-url-template.ts';
import { requireTranslated } from '../translations/release-gate.ts';
import { requireSelection, type CountrySelection } from '../valid-countries.ts';
import { textReport } from '../../validation/report.ts';
import { validateCountryFiles } from '../../validation/validate-countries.ts';
import { countryOutDir, viteConfigFor } from '../vite/vite-config.ts';
import { builtData, type BuildTexts } from '../build/built-texts.ts';

export interface BuildOptions extends CountrySelection {
  outDir: string;
  /** The release gate: refuse a country that shows a text in another language, or lacks one. */
  release?: boolean;
  /** QA's pseudo-locale: every text accented, 40 % longer and bracketed. */
  pseudo?: boolean;
  /** A template of every country's shop address, e.g. http://{code}.localhost:4173/ (see shop-url-template.ts). */
  shopUrl?: string;
}

export interface BuiltCountry {
  code: string;
  folder: string;
}

/**
 * Builds each country into `<outDir>/<code>/` and fills its pages with their server-rendered
 * HTML; returns the folders. The pages are built for Node once, whatever the number of countries.
 * `shops` are every country's, in order, for the switcher and the hreflang alternates.
 */
export async function buildCountries(countries: readonly CountryConfig[], everyShop: readonly ShopEntry[], outDir: string, texts: BuildTexts = {}): Promise<BuiltCountry[]> {
  const { configs, shops } = builtData(countries, everyShop, texts);
  // One time and commit for every country of the release; first, as a wrong SOURCE_DATE_EPOCH stops the build.
  const record = buildRecord(outDir);
  // Vite builds React's and its own development code when NODE_ENV says so, as a test runner's
  // `test` or a developer's `development` would: twice the script, and slower. A release is production.
  process.env.NODE_ENV = 'production';
  const prerenderer = await createPrerenderer();
  try {
    const finishing: Array<Promise<BuiltCountry>> = [];
    for (const config of configs) {
      await build(viteConfigFor({ config, shops }, outDir, texts));
      const folder = countryOutDir(outDir, config);
      await prerenderer.prerenderCountry(folder, config, shops, texts);
      // Before compression, so the sitemap gets its .br and .gz siblings like the pages.
      writeSearchFiles(folder, config, shops);
      // Compression runs on zlib's threads while the next country builds.
      finishing.push(
        precompress(folder).then(async () => {
          // After compression, so neither gets a .br or .gz sibling; the manifest last, to list the headers files.
          writeDeployHeaders(folder, config);
          writeManifest(folder, record);
          // A host sends it compressed like any other text file (and with the same Vary).
          await precompressFile(join(folder, MANIFEST_FILE));
          writeReleaseRecord(folder, config.code, record);
          writeBuildStamp(folder, config, shops);
          return { code: config.code, folder };
        }),
      );
    }
    return await Promise.all(finishing);
  } finally {
    prerenderer.close();
  }
}

export async function buildCommand(options: BuildOptions): Promise<void> {
  const started = performance.now();
  requireSelection(options);
  if (options.pseudo && options.release) throw new UsageError("--pseudo builds QA's pseudo-locale, which is never released; drop --release or --pseudo");
  const { configs, shops } = await validFolder(options);
  const folder = options.countries ?? paths.countries;
  if (options.release) requireTranslated(configs.flatMap(({ code }) => resolveCountryFiles([folder], code)), paths.locales);
  const built = await buildCountries(configs, shops, resolve(options.outDir), { pseudo: options.pseudo });
  const rows: Array<{ code: string; sizes: BundleSizes }> = built.map(({ code, folder }) => ({ code, sizes: measureBundle(folder) }));
  console.log(formatSizeTable(rows));
  // From the command's start: validation and the size table are part of what a release waits for.
  const seconds = (performance.now() - started) / 1000;
  console.log(`built ${rows.length} ${rows.length === 1 ? 'country' : 'countries'} in ${seconds.toFixed(1)} s`);
}

/**
 * The selected countries and every shop of the folder, in order. Each page's switcher and hreflang
 * alternates list them all, so building even one country needs every country file valid: the whole
 * folder is checked in one pass, and the refusal names every invalid file, whether the country
 * inherits from it or only lists its shop.
 */
async function validFolder({ country, countries: folder = paths.countries, shopUrl }: BuildOptions): Promise<{ configs: CountryConfig[]; shops: ShopEntry[] }> {
  // Refuses an unknown --country before anything is checked.
  if (country !== undefined) resolveCountryFiles([folder], country);
  const { diagnostics, sources, fileCount, countries } = await validateCountryFiles(resolveCountryFiles([folder]));
  if (diagnostics.length > 0) {
    const invalid = [...new Set(diagnostics.map(({ file }) => file))];
    const why = `${invalid.join(', ')} ${invalid.length === 1 ? 'is' : 'are'} invalid, and a build needs every country valid: the country switcher and the hreflang alternates of each page list all shops`;
    throw new CliError(`${textReport(diagnostics, sources, fileCount)}\n\ncannot build ${country ?? 'the countries'}: ${why}`);
  }
  const valid = [...countries.values()].map(({ config }) => config);
  const configs = shopUrl === undefined ? valid : withShopUrls(valid, shopUrl);
  const selected = country === undefined ? configs : configs.filter(({ code }) => code === country.trim().toUpperCase());
  return { configs: selected, shops: shopEntriesOf(configs, folder) };
}
