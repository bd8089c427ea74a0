import type { CountryConfig } from '../src/config/country.generated.ts';
import { readSchema } from './validation/schema-registry.ts';

type CommonSchema = { $defs: { CountryCode: { enum: string[] } } };

/** Countries in the spec's order (DE, AT, CH, CH_FR, CZ, HU, SK, TR, PL), as the schema lists the codes. */
export function inSpecOrder(countries: readonly CountryConfig[]): CountryConfig[] {
  const order = (readSchema('common.schema.json') as CommonSchema).$defs.CountryCode.enum;
  return [...countries].sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code));
}
