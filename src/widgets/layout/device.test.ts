import { describe, expect, it } from 'vitest';
import type { DeviceClass } from '../../config/country.generated';
import { detectDeviceClass, isPhone, isTabletOrPhone, type PlatformHints } from './device';

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

const AGENTS = {
  iPhone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidPhoneChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidPhoneReduced: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidPhoneFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
  androidTabletChrome: 'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  androidTabletFirefox: 'Mozilla/5.0 (Android 14; Tablet; rv:125.0) Gecko/125.0 Firefox/125.0',
  kindleFire: 'Mozilla/5.0 (Linux; Android 9; KFTRWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/120.4.1 like Chrome/120.0.6099.230 Safari/537.36',
  iPadOld: 'Mozilla/5.0 (iPad; CPU OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:125.0) Gecko/20100101 Firefox/125.0',
  windowsChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  windowsEdge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
  linuxChrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
} as const;

describe('detectDeviceClass', () => {
  it.each<[string, PlatformHints, DeviceClass]>([
    ['an iPhone', { userAgent: AGENTS.iPhone, maxTouchPoints: 5 }, 'SMARTPHONE'],
    ['an Android phone in Chrome', { userAgent: AGENTS.androidPhoneChrome, maxTouchPoints: 5 }, 'SMARTPHONE'],
    ['an Android phone with a reduced user agent', { userAgent: AGENTS.androidPhoneReduced, maxTouchPoints: 5 }, 'SMARTPHONE'],
    ['an Android phone in Firefox', { userAgent: AGENTS.androidPhoneFirefox, maxTouchPoints: 5 }, 'SMARTPHONE'],
    ['an Android tablet in Chrome (no "Mobile")', { userAgent: AGENTS.androidTabletChrome, maxTouchPoints: 5 }, 'TABLET'],
    ['an Android tablet in Firefox', { userAgent: AGENTS.androidTabletFirefox, maxTouchPoints: 5 }, 'TABLET'],
    ['a Kindle Fire', { userAgent: AGENTS.kindleFire, maxTouchPoints: 5 }, 'TABLET'],
    ['an iPad that says so', { userAgent: AGENTS.iPadOld, maxTouchPoints: 5 }, 'TABLET'],
    ['an iPad on iPadOS 13 or later, dressed as a Mac', { userAgent: AGENTS.macSafari, maxTouchPoints: 5 }, 'TABLET'],
    ['a Mac in Safari', { userAgent: AGENTS.macSafari, maxTouchPoints: 0 }, 'DESKTOP'],
    ['a Mac in Firefox', { userAgent: AGENTS.macFirefox, maxTouchPoints: 0 }, 'DESKTOP'],
    ['Windows in Chrome', { userAgent: AGENTS.windowsChrome, maxTouchPoints: 0 }, 'DESKTOP'],
    ['a Windows laptop with a touch screen', { userAgent: AGENTS.windowsEdge, maxTouchPoints: 10 }, 'DESKTOP'],
    ['Linux in Chrome', { userAgent: AGENTS.linuxChrome, maxTouchPoints: 0 }, 'DESKTOP'],
  ])('takes %s for %s', (_device, hints, expected) => {
    expect(detectDeviceClass(hints)).toBe(expected);
  });

  it('believes client hints that say mobile, whatever the user agent says', () => {
    expect(detectDeviceClass({ userAgent: AGENTS.linuxChrome, maxTouchPoints: 0, userAgentData: { mobile: true } })).toBe('SMARTPHONE');
  });

  it('still reads the user agent when client hints say not mobile', () => {
    expect(detectDeviceClass({ userAgent: AGENTS.windowsChrome, maxTouchPoints: 0, userAgentData: { mobile: false } })).toBe('DESKTOP');
    expect(detectDeviceClass({ userAgent: AGENTS.androidTabletChrome, maxTouchPoints: 5, userAgentData: { mobile: false } })).toBe('TABLET');
  });

  it("takes a browser's own navigator as it is: happy-dom's Linux desktop is a desktop", () => {
    expect(detectDeviceClass(window.navigator)).toBe('DESKTOP');
  });
});
