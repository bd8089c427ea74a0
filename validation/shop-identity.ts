import { dirname, resolve } from 'node:path';
import { countryFilesIn } from './country-files.ts';
import { isMapping } from './merge-data.ts';
import { CountryResolver } from './resolve-extends.ts';

/** What must tell one country's shop from every other (its hreflang locale and its address), and what shops on one host must share. */
export interface ShopIdentity {
  /** The country file, as shown. */
  file: string;
  locale: string | undefined;
  /** The shop address as browsers read it (HTTPS://Shop.example.de is https://shop.example.de/). */
  url: string | undefined;
  /** The kind of tag manager its pages load, which widens its Content-Security-Policy. */
  tagManager: string | undefined;
}

/** A country's locale and shop address, where they are strings the schema does not refuse. */
export function shopIdentity(file: string, data: unknown, refusedValues: ReadonlySet<string> = new Set()): ShopIdentity {
  const text = (value: unknown, pointer: string) => (typeof value === 'string' && !refusedValues.has(pointer) ? value : undefined);
  const shop = isMapping(data) ? data.shop : undefined;
  const url = text(isMapping(shop) ? shop.url : undefined, '/shop/url');
  const analytics = isMapping(data) ? data.analytics : undefined;
  const tagManager = isMapping(analytics) ? analytics.tagManager : undefined;
  return {
    file,
    locale: text(isMapping(data) ? data.locale : undefined, '/locale'),
    url: url !== undefined && URL.canParse(url) ? new URL(url).href : undefined,
    tagManager: text(isMapping(tagManager) ? tagManager.kind : undefined, '/analytics/tagManager/kind'),
  };
}

/**
 * The shops of the country files beside the checked ones that are not checked themselves, so
 * that `validate --country AT` still finds AT sharing a shop address or locale with DE. Their
 * values are read as written, resolved through `extends`, without checking them: their own
 * problems are theirs, reported when they are checked.
 */
export function shopsBeside(checkedFiles: readonly string[]): ShopIdentity[] {
  const checked = new Set(checkedFiles.map((file) => resolve(file)));
  const folders = new Set(checkedFiles.map((file) => dirname(file)));
  const others = [...folders].flatMap(countryFilesIn).filter((file) => !checked.has(resolve(file)));
  if (others.length === 0) return [];
  const resolver = new CountryResolver();
  return others.flatMap((file) => {
    try {
      const resolved = resolver.resolve(file);
      return [shopIdentity(resolved.source.file, resolved.data ?? resolved.alone?.data)];
    } catch {
      // A file that cannot even be resolved has no shop to compare with; checking it says why.
      return [];
    }
  });
}
