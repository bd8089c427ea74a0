import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServicesProcess, stopProcess } from './test/services-process.ts';
import { driveSignups, storedCounts } from './test/signup-load.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'storefront-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('a server killed in the middle of writing', () => {
  it('has lost no acknowledged sign-up after a restart', async () => {
    const first = await startServicesProcess(dataDir);
    const stopLoad = new AbortController();
    const load = driveSignups(first.baseURL, { concurrency: 16, total: 100_000, signal: stopLoad.signal, prefix: 'crash' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await stopProcess(first.child, 'SIGKILL');
    stopLoad.abort();
    const { acknowledged, failures } = await load;

    const second = await startServicesProcess(dataDir);
    await stopProcess(second.child);
    const counts = storedCounts(dataDir, acknowledged);
    expect(acknowledged.length).toBeGreaterThan(50);
    expect(failures).toBeGreaterThan(0);
    expect([...counts.values()].filter((count) => count !== 1)).toEqual([]);
  }, 60_000);
});
