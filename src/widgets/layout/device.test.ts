import { describe, expect, it } from 'vitest';
import type { DeviceClass } from '../../config/country.generated';
import { isPhone, isTabletOrPhone } from './device';

describe('device classes', () => {
  it.each<[DeviceClass, boolean, boolean]>([
    ['MATCH', true, true],
    ['SMARTPHONE', true, true],
    ['TABLET', false, true],
    ['DESKTOP', false, false],
  ])('%s is a phone: %s, a tablet or phone: %s', (deviceClass, phone, tabletOrPhone) => {
    expect(isPhone(deviceClass)).toBe(phone);
    expect(isTabletOrPhone(deviceClass)).toBe(tabletOrPhone);
  });
});
