import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AuditSummary } from '../audit/summary-json.ts';
import { runCli } from './run-cli.ts';

const reports = mkdtempSync(join(tmpdir(), 'storefront-audit-test-'));
afterAll(() => rmSync(reports, { recursive: true, force: true }));

describe('storefront audit', () => {
  // A build and four Lighthouse runs in a real Chromium: about a minute here, more on a busy machine.
  // Two runs a page: one may fail to trace on a busy machine (NO_NAVSTART), and the median is taken over those that measured.
  it('builds, serves and audits one country, prints its table and writes every report', { timeout: 300_000 }, async () => {
    const { stdout, stderr, exitCode } = await runCli(['audit', '--country', 'DE', '--runs', '2', '--reports', reports]);

    // Scores depend on the machine's load, so a missed target (exit 1) is an acceptable outcome here.
    expect([0, 1], stderr).toContain(exitCode);
    if (exitCode === 1) expect(stderr).toMatch(/^audit failed: \d+ missed targets? on 2 pages/m);
    expect(stdout).toMatch(/^page +performance +accessibility +best practices +SEO +FCP \(s\) +LCP \(s\) +TBT \(ms\) +CLS +transfer \(KB\)$/m);
    expect(stdout).toMatch(/^\/ +\d+ +\d+/m);
    expect(stdout).toMatch(/^\/login +\d+ +\d+/m);
    expect(stdout).toContain(`reports: ${join(reports, 'index.html')}`);
    expect(stdout).toMatch(/^audited DE \/login \(median of 2 runs\) in \d+\.\d s$/m);

    for (const file of ['de/home.report.html', 'de/home.report.json', 'de/login.report.html', 'de/login.report.json', 'index.html']) {
      expect(existsSync(join(reports, file)), file).toBe(true);
    }
    const summary = JSON.parse(readFileSync(join(reports, 'summary.json'), 'utf8')) as AuditSummary;
    expect(summary.pages.map(({ country, path, error }) => ({ country, path, error }))).toEqual([
      { country: 'DE', path: '/', error: null },
      { country: 'DE', path: '/login', error: null },
    ]);
    expect(summary.passed).toBe(exitCode === 0);
    for (const { figures } of summary.pages) {
      const { performance, accessibility, bestPractices, seo, fcpMs, lcpMs, tbtMs, cls, transferBytes } = figures!;
      const scores = [performance, accessibility, bestPractices, seo];
      expect(scores.every((score) => Number.isInteger(score) && score >= 0 && score <= 100), String(scores)).toBe(true);
      expect(fcpMs).toBeGreaterThan(0);
      expect(lcpMs).toBeGreaterThanOrEqual(fcpMs);
      expect(tbtMs).toBeGreaterThanOrEqual(0);
      expect(cls).toBeGreaterThanOrEqual(0);
      expect(transferBytes).toBeGreaterThan(1024);
    }
  });
});
