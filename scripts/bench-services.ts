// Load benchmark of the sign-up call: `npm run bench:services [-- --clients 50 --requests 5000]`.
// Starts the reference services in their own process on loopback with a fresh database, drives
// unique sign-ups from many concurrent clients, and prints throughput, latency and a storage check.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startServicesProcess, stopProcess } from '../services/test/services-process.ts';
import { driveSignups, storedCounts } from '../services/test/signup-load.ts';

const { values } = parseArgs({ options: { clients: { type: 'string', default: '50' }, requests: { type: 'string', default: '5000' } } });
const concurrency = Number(values.clients);
const total = Number(values.requests);

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
const services = await startServicesProcess(dataDir);
try {
  // A short warm-up so the first figures do not measure JIT compilation.
  await driveSignups(services.baseURL, { concurrency, total: 200, prefix: 'warmup' });
  const run = await driveSignups(services.baseURL, { concurrency, total, prefix: 'bench', signal: AbortSignal.timeout(120_000) });
  const latencies = [...run.latenciesMs].sort((a, b) => a - b);
  const counts = storedCounts(dataDir, run.acknowledged);
  const storedOnce = [...counts.values()].filter((count) => count === 1).length;

  console.log(`sign-ups: ${total} requests from ${concurrency} concurrent clients on loopback`);
  console.log(`  acknowledged   ${run.acknowledged.length}, failed ${run.failures}`);
  console.log(`  throughput     ${((run.acknowledged.length / run.elapsedMs) * 1000).toFixed(0)} requests/s`);
  console.log(`  latency        p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms`);
  console.log(`  stored once    ${storedOnce} of ${run.acknowledged.length} acknowledged ${storedOnce === run.acknowledged.length ? '(all)' : '(MISSING OR DUPLICATED ROWS)'}`);
  if (storedOnce !== run.acknowledged.length || run.failures > 0) process.exitCode = 1;
} finally {
  await stopProcess(services.child);
  rmSync(dataDir, { recursive: true, force: true });
}
