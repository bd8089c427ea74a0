import type { IconName, LogoName } from '../config/country.generated';

// The reference services serve public/service/footer-images/ at this path on every origin.
const BASE = '/service/footer-images';

export function logoSrc(name: LogoName): string {
  return `${BASE}/logos/${name}.svg`;
}

export function iconSrc(name: IconName): string {
  return `${BASE}/icons/${name}.svg`;
}

/** `file` is the entry's flag file name, e.g. flag-de.svg (the schema checks its form). */
export function flagSrc(file: string): string {
  return `${BASE}/logos/${file}`;
}
