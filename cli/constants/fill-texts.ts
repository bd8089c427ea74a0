import type { CountryConfig } from '../../src/config/country.generated.ts';
import { fillPlaceholders, placeholderTexts } from './placeholders.ts';

/**
 * The country with every placeholder in its texts replaced by its constant, as the bundle and
 * the prerendered pages get it, and each doubled brace ("{{", "}}") as one brace. Validation has
 * refused unknown and undefined placeholders.
 */
export function withConstantsFilled(country: CountryConfig): CountryConfig {
  const texts = placeholderTexts(country);
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') return fillPlaceholders(value, (name) => texts.get(name));
    if (Array.isArray(value)) return value.map(fill);
    if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fill(inner)]));
    return value;
  };
  return fill(country) as CountryConfig;
}
