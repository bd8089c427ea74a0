import { describe, expect, it } from 'vitest';
import { exclusively, withStorageLease } from './renewal-lock';
import { MemoryStorage } from '../../test/memory-storage';

const LOCK_NAME = 'storefront.loginTokenRenewal';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function environment(parts: { locks?: Pick<LockManager, 'request'>; localStorage?: Storage }): Window {
  return { navigator: { locks: parts.locks }, localStorage: parts.localStorage ?? new MemoryStorage() } as unknown as Window;
}

/** Counts how many tasks run at once, and the most that ever did. */
function concurrency() {
  let running = 0;
  let most = 0;
  return {
    task<T>(result: T, ms = 30): () => Promise<T> {
      return async () => {
        running += 1;
        most = Math.max(most, running);
        await pause(ms);
        running -= 1;
        return result;
      };
    },
    get most() {
      return most;
    },
  };
}

describe('exclusively', () => {
  it('runs the task under the Web Lock for token renewal and gives back its result', async () => {
    const names: string[] = [];
    const locks = {
      request: (async (name: string, callback: () => Promise<unknown>) => {
        names.push(name);
        return callback();
      }) as unknown as LockManager['request'],
    };
    const storage = new MemoryStorage();
    expect(await exclusively(async () => 'renewed', environment({ locks, localStorage: storage }))).toBe('renewed');
    expect(names).toEqual([LOCK_NAME]);
    expect(storage.length).toBe(0);
  });

  it('passes on the failure of a task run under the Web Lock', async () => {
    const locks = { request: ((_name: string, callback: () => Promise<unknown>) => callback()) as unknown as LockManager['request'] };
    await expect(exclusively(() => Promise.reject(new Error('renewal failed')), environment({ locks }))).rejects.toThrow('renewal failed');
  });

  it('falls back to a lease in localStorage without Web Locks', async () => {
    const storage = new MemoryStorage();
    let leaseDuringTask: string | null = null;
    const result = await exclusively(async () => {
      leaseDuringTask = storage.getItem(LOCK_NAME);
      return 42;
    }, environment({ localStorage: storage }));
    expect(result).toBe(42);
    expect(leaseDuringTask).not.toBeNull();
    expect(storage.getItem(LOCK_NAME)).toBeNull();
  });
});

describe('withStorageLease', () => {
  it('never runs two tasks at once on the same storage, and gives each its result', async () => {
    const storage = new MemoryStorage();
    const counter = concurrency();
    const results = await Promise.all([withStorageLease(counter.task('first'), storage), withStorageLease(counter.task('second'), storage)]);
    expect(results).toEqual(['first', 'second']);
    expect(counter.most).toBe(1);
    expect(storage.getItem(LOCK_NAME)).toBeNull();
  });

  it('holds a lease with an owner and an end while the task runs', async () => {
    const storage = new MemoryStorage();
    const before = Date.now();
    await withStorageLease(async () => {
      const lease = JSON.parse(storage.getItem(LOCK_NAME) ?? 'null') as { owner: unknown; until: unknown };
      expect(typeof lease.owner).toBe('string');
      expect(lease.until).toBeGreaterThan(before + 15_000);
    }, storage);
  });

  it('releases the lease when the task throws', async () => {
    const storage = new MemoryStorage();
    await expect(withStorageLease(() => Promise.reject(new Error('renewal failed')), storage)).rejects.toThrow('renewal failed');
    expect(storage.getItem(LOCK_NAME)).toBeNull();
    const started = Date.now();
    expect(await withStorageLease(async () => 'next', storage)).toBe('next');
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('is not blocked by a stale lease another tab left behind', async () => {
    const storage = new MemoryStorage();
    storage.setItem(LOCK_NAME, JSON.stringify({ owner: 'a closed tab', until: Date.now() - 1000 }));
    const started = Date.now();
    expect(await withStorageLease(async () => 'ran', storage)).toBe('ran');
    expect(Date.now() - started).toBeLessThan(500);
    expect(storage.getItem(LOCK_NAME)).toBeNull();
  });

  it('is not blocked by a lease that is not JSON', async () => {
    const storage = new MemoryStorage();
    storage.setItem(LOCK_NAME, '{broken');
    const started = Date.now();
    expect(await withStorageLease(async () => 'ran', storage)).toBe('ran');
    expect(Date.now() - started).toBeLessThan(500);
  });

  it("waits while another tab's lease is live, and runs once it is released", async () => {
    const storage = new MemoryStorage();
    storage.setItem(LOCK_NAME, JSON.stringify({ owner: 'another tab', until: Date.now() + 20_000 }));
    let ran = false;
    const done = withStorageLease(async () => {
      ran = true;
    }, storage);
    await pause(300);
    expect(ran).toBe(false);
    storage.removeItem(LOCK_NAME);
    await done;
    expect(ran).toBe(true);
  });

  it('leaves the task to the other tab when both wrote their lease at the same moment and the other wrote last', async () => {
    // Another tab overwrites the lease just after this one wrote it, holding it for 300 ms.
    class RacedStorage extends MemoryStorage {
      otherLeaseUntil = 0;
      override setItem(key: string, value: string): void {
        super.setItem(key, value);
        if (this.otherLeaseUntil !== 0) return;
        this.otherLeaseUntil = Date.now() + 300;
        setTimeout(() => super.setItem(key, JSON.stringify({ owner: 'another tab', until: this.otherLeaseUntil })), 10);
      }
    }
    const storage = new RacedStorage();
    let startedAt = 0;
    await withStorageLease(async () => {
      startedAt = Date.now();
    }, storage);
    expect(startedAt).toBeGreaterThanOrEqual(storage.otherLeaseUntil);
    expect(storage.getItem(LOCK_NAME)).toBeNull();
  });
});
