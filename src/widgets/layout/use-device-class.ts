import { useSyncExternalStore } from 'react';
import type { DeviceClass } from '../../config/country.generated';
import { detectDeviceClass } from './device';

// A device does not change class while a page is open.
const noChanges = () => () => undefined;

/**
 * The visitor's device class once the page is live; undefined in the prerendered HTML and while
 * React takes it over, so the first paint matches the HTML and what depends on the class
 * changes only afterwards (CSS by width decides until then).
 */
export function useDeviceClass(): DeviceClass | undefined {
  return useSyncExternalStore(
    noChanges,
    () => detectDeviceClass(navigator),
    () => undefined,
  );
}
