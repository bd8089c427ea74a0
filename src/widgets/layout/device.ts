import type { DeviceClass } from '../../config/country.generated';

// Spec §3 counts MATCH devices as phones alongside SMARTPHONE.
const PHONES: ReadonlySet<DeviceClass> = new Set<DeviceClass>(['MATCH', 'SMARTPHONE']);

/** True for the device classes that get the phone layout: MATCH and SMARTPHONE. */
export function isPhone(deviceClass: DeviceClass): boolean {
  return PHONES.has(deviceClass);
}

/** True for phones and TABLET; false for DESKTOP. */
export function isTabletOrPhone(deviceClass: DeviceClass): boolean {
  return deviceClass === 'TABLET' || isPhone(deviceClass);
}
