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

/** The parts of `navigator` that tell a device's platform. */
export interface PlatformHints {
  userAgent: string;
  maxTouchPoints: number;
  userAgentData?: { mobile: boolean };
}

const TABLET_AGENT = /iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i;
const PHONE_AGENT = /iPhone|iPod|Android.*Mobile|Windows Phone|Mobile/i;

/** The device class of the browser's platform, from its client hints or, failing those, its user agent. */
export function detectDeviceClass(hints: PlatformHints): DeviceClass {
  if (hints.userAgentData?.mobile) return 'SMARTPHONE';
  if (TABLET_AGENT.test(hints.userAgent)) return 'TABLET';
  // iPadOS presents itself as a Mac; only its touch screen gives it away.
  if (/Macintosh/.test(hints.userAgent) && hints.maxTouchPoints > 1) return 'TABLET';
  return PHONE_AGENT.test(hints.userAgent) ? 'SMARTPHONE' : 'DESKTOP';
}
