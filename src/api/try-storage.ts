/**
 * Uses Web Storage where the browser allows it, else gives undefined. Reaching the storage can
 * throw (blocked storage, some private modes) and so can writing to it (full): what the kit keeps
 * there is a convenience, so losing it must never break the page.
 */
export function tryStorage<T>(use: (storage: Storage) => T, storage: () => Storage): T | undefined {
  try {
    return use(storage());
  } catch {
    return undefined;
  }
}
