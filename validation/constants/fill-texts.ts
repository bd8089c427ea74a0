import type { CountryConfig } from '../../src/config/country.generated.ts';
import { childPointer } from '../json-pointer.ts';
import { fillPlaceholders, placeholderTexts } from './placeholders.ts';
import { isTextField } from './text-fields.ts';

/**
 * The country with every placeholder in its texts replaced by its constant, as the bundle and
 * the prerendered pages get it, and each doubled brace ("{{", "}}") as one brace. Only the
 * texts the schemas mark are filled: an address or a label is used as written, and validation
 * refuses a placeholder there, as it refuses unknown and undefined ones.
 */
export function withConstantsFilled(country: CountryConfig): CountryConfig {
  const texts = placeholderTexts(country);
  const fill = (value: unknown, pointer: string): unknown => {
    if (typeof value === 'string') return isTextField(pointer) ? fillPlaceholders(value, (name) => texts.get(name)) : value;
    if (Array.isArray(value)) return value.map((item, index) => fill(item, childPointer(pointer, index)));
    if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fill(inner, childPointer(pointer, key))]));
    return value;
  };
  return fill(country, '') as CountryConfig;
}
