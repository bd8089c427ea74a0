import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gzipSize } from '../build/page-weight.ts';
import { runCli } from './run-cli.ts';

// A build of one country and two runs of Chromium on its six pages: a minute on a busy machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 120_000 });

const outDir = mkdtempSync(join(tmpdir(), 'storefront-budgets-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));
const site = join(outDir, 'de');
const budgets = () => runCli(['budgets', '--country', 'DE', '--out-dir', outDir]);

/** The home page's row of the budget table, cell by cell. */
function homeRow(stdout: string): string[] {
  const row = stdout.split('\n').find((line) => /^DE\s+\/\s/.test(line));
  if (!row) throw new Error(`no row for DE / in:\n${stdout}`);
  return row.trim().split(/\s{2,}/);
}
const kilobytes = (cell: string) => Number.parseFloat(cell);

beforeAll(async () => {
  const built = await runCli(['build', '--country', 'DE', '--out-dir', outDir]);
  expect(built.stderr).toBe('');
});

describe('storefront build under a NODE_ENV other than production', () => {
  it("ships React's production code, which has none of its development checks", () => {
    // Vitest runs this file with NODE_ENV=test, as a release engineer's shell might have development.
    expect(process.env.NODE_ENV).toBe('test');
    const react = readdirSync(join(site, 'assets')).filter((name) => /^react-.*\.js$/.test(name));
    expect(react).toHaveLength(1);
    expect(readFileSync(join(site, 'assets', react[0]!), 'utf8')).not.toContain('In HTML, %s cannot be');
  });
});

describe('storefront budgets', () => {
  it('counts a script that the home page loads after paint, untouched, against the page, and not as loaded up front', async () => {
    const before = await budgets();
    expect(before.stderr).toBe('');
    expect(before.exitCode).toBe(0);
    const [, , upFront, , untouched, , , , vitals, , , onDemand] = homeRow(before.stdout);
    // The staff panel and the date picker's locale: the home page loads them only for staff.
    expect(onDemand).toMatch(/^\d+\.\d KB in \d+$/);
    // The real-user vitals, loaded on idle, are weighed on their own.
    expect(kilobytes(vitals!)).toBeGreaterThan(1);

    // A loader named by the page, and a chunk it imports 300 ms later with nobody touching the page.
    const loader = Buffer.from("setTimeout(() => import('./late-chunk.js'), 300);\n");
    const chunk = Buffer.from(`export const late = '${randomBytes(200_000).toString('base64')}';\n`);
    writeFileSync(join(site, 'assets', 'late-loader.js'), loader);
    writeFileSync(join(site, 'assets', 'late-chunk.js'), chunk);
    const html = readFileSync(join(site, 'index.html'), 'utf8').replace('</head>', '<script type="module" src="/assets/late-loader.js"></script></head>');
    writeFileSync(join(site, 'index.html'), html);
    // serve prefers the precompressed copies; without them it sends the changed page.
    for (const copy of ['index.html.br', 'index.html.gz']) rmSync(join(site, copy));

    const after = await budgets();
    const [, , upFrontAfter, , untouchedAfter, , , , , , largest] = homeRow(after.stdout);
    expect(kilobytes(upFrontAfter!)).toBeCloseTo(kilobytes(upFront!) + gzipSize(loader) / 1024, 0);
    expect(kilobytes(untouchedAfter!)).toBeCloseTo(kilobytes(untouched!) + (gzipSize(loader) + gzipSize(chunk)) / 1024, 0);
    expect(largest).toBe(`/assets/late-chunk.js ${(gzipSize(chunk) / 1024).toFixed(1)} KB`);
    expect(after.exitCode).toBe(1);
    expect(after.stderr).toMatch(/^ {2}DE \/: JavaScript loaded without interaction [\d.]+ KB is [\d.]+ KB over its budget of [\d.]+ KB; largest chunks \/assets\/late-chunk\.js /m);
    expect(after.stderr).not.toMatch(/DE \/: initial JavaScript/);
  });
});
