import { isMapping } from './merge-data.ts';
import type { ResolvedCountry } from './resolve-extends.ts';
import type { SchemaProblem } from './schema-errors.ts';
import { shopIdentity, type ShopIdentity } from './shop-identity.ts';

/** A country file whose resolved data can be read, as the rules that span files see it. */
export interface CountryUnderCheck {
  resolved: ResolvedCountry;
  fileStem: string;
  /** The pointers of the values the schema already refuses: a rule does not build on them. */
  refusedValues: ReadonlySet<string>;
}

export interface CrossFileContext {
  /** Every country under check, in the order the files were given. */
  countries: readonly CountryUnderCheck[];
  /** The shops of the other country files of their folders, not under check: compared with, never reported on. */
  shopsBeside: readonly ShopIdentity[];
  localesDir: string;
}

/** One rule across files: the problems of one country, seen beside the others. */
export type CrossFileRule = (country: CountryUnderCheck, context: CrossFileContext) => SchemaProblem[] | Promise<SchemaProblem[]>;

/** A top-level text a rule may use: a string the schema has not refused. */
export function usableText({ resolved, refusedValues }: CountryUnderCheck, key: string): string | undefined {
  const value = isMapping(resolved.data) ? resolved.data[key] : undefined;
  return typeof value === 'string' && !refusedValues.has(`/${key}`) ? value : undefined;
}

/** A country's shop, as the uniqueness rules compare it. */
export function shopOf({ resolved, refusedValues }: CountryUnderCheck): ShopIdentity {
  return shopIdentity(resolved.source.file, resolved.data, refusedValues);
}

/** The shops a country's shop must differ from: the other countries under check and the files beside them. */
export function otherShops(country: CountryUnderCheck, { countries, shopsBeside }: CrossFileContext): ShopIdentity[] {
  return [...countries.filter((other) => other !== country).map(shopOf), ...shopsBeside];
}
