const LOCK_NAME = 'storefront.loginTokenRenewal';
/** Longer than a renewal call may take (its 15 s timeout), so a lease never lapses mid-call. */
const LEASE_MS = 20_000;
/** How long a tab waits to see whether another tab wrote its lease at the same moment. */
const SETTLE_MS = 50;

/**
 * Runs `task` in one tab at a time. Web Locks where the browser has them (secure contexts);
 * elsewhere a lease in localStorage, where a tab that finds another tab's lease waits for it.
 */
export async function exclusively<T>(task: () => Promise<T>, environment: Window = window): Promise<T> {
  const locks = environment.navigator.locks;
  if (locks) return await locks.request(LOCK_NAME, task);
  return withStorageLease(task, environment.localStorage);
}

interface Lease {
  owner: string;
  until: number;
}

function readLease(storage: Storage): Lease | undefined {
  try {
    const lease = JSON.parse(storage.getItem(LOCK_NAME) ?? 'null') as Lease | null;
    return lease && typeof lease.owner === 'string' && typeof lease.until === 'number' ? lease : undefined;
  } catch {
    return undefined;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function withStorageLease<T>(task: () => Promise<T>, storage: Storage): Promise<T> {
  // randomUUID needs a secure context, which is exactly where this fallback is not.
  const owner = Array.from(crypto.getRandomValues(new Uint32Array(4)), (part) => part.toString(36)).join('');
  for (;;) {
    const held = readLease(storage);
    if (held && held.until > Date.now()) {
      await pause(Math.max(SETTLE_MS, Math.min(held.until - Date.now(), 1000)));
      continue;
    }
    storage.setItem(LOCK_NAME, JSON.stringify({ owner, until: Date.now() + LEASE_MS }));
    await pause(SETTLE_MS);
    // Two tabs may write at the same moment; the later write wins and the other tab waits.
    if (readLease(storage)?.owner === owner) break;
  }
  try {
    return await task();
  } finally {
    if (readLease(storage)?.owner === owner) storage.removeItem(LOCK_NAME);
  }
}
