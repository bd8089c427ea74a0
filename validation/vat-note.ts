import type { CountryConfig } from '../src/config/country.generated.ts';
import type { SchemaProblem } from './schema-errors.ts';

/** The footer's VAT sentence is there exactly when the country says prices include VAT, so the two cannot contradict. */
export function vatNoteProblem(country: CountryConfig): SchemaProblem | undefined {
  const hasNote = country.footer.salesTax.vatNote !== undefined;
  if (country.business.statesVatIncluded && !hasNote) {
    return {
      pointer: '/footer/salesTax',
      at: 'key',
      message: 'footer.salesTax is missing the key "vatNote" while business.statesVatIncluded is true; allowed: a vatNote saying prices include VAT, or statesVatIncluded: false',
    };
  }
  if (!country.business.statesVatIncluded && hasNote) {
    return {
      pointer: '/footer/salesTax/vatNote',
      at: 'key',
      message: 'footer.salesTax.vatNote is set while business.statesVatIncluded is false; allowed: no vatNote, or statesVatIncluded: true',
    };
  }
  return undefined;
}
