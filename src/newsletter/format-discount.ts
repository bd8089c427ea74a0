import type { Discount } from '../config/country.generated';

/** '10%', or '%10' where the country writes the sign first (TR). */
export function formatDiscount({ percent, signPosition }: Discount): string {
  return signPosition === 'prefix' ? `%${percent}` : `${percent}%`;
}
