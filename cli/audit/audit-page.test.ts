import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDITED_ROUTES, type LighthouseResult } from './audit-results.ts';
import { fakeLhr } from './test-fixtures.ts';

const runLighthouse = vi.hoisted(() => vi.fn());
vi.mock('./run-lighthouse.ts', () => ({ runLighthouse }));
const { auditPage } = await import('./audit-page.ts');

const reportsDir = mkdtempSync(join(tmpdir(), 'storefront-audit-page-'));
afterAll(() => rmSync(reportsDir, { recursive: true, force: true }));
const browser = { port: 9222, close() {} };
const home = AUDITED_ROUTES[0];

function lhrWith(fcpMs: number, interactiveMs: number | undefined): LighthouseResult {
  const metric = (title: string, numericValue: number | undefined) => ({ title, score: 1, scoreDisplayMode: 'numeric', numericValue });
  return fakeLhr({ audits: { 'first-contentful-paint': metric('First Contentful Paint', fcpMs), interactive: metric('Time to Interactive', interactiveMs) } });
}
const run = (lhr: LighthouseResult) => ({ lhr, html: `<p>${lhr.audits['first-contentful-paint']!.numericValue}</p>`, json: '{}' });

describe('auditPage', () => {
  beforeEach(() => {
    runLighthouse.mockReset();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('keeps the median of the runs that measured when one run fails on a busy machine', async () => {
    runLighthouse
      .mockResolvedValueOnce(run(lhrWith(900, 2000)))
      .mockResolvedValueOnce(run({ ...lhrWith(0, undefined), runtimeError: { code: 'NO_FCP', message: 'The page did not paint' } }))
      .mockRejectedValueOnce(new Error('PROTOCOL_TIMEOUT'))
      .mockResolvedValueOnce(run(lhrWith(700, 1500)))
      .mockResolvedValueOnce(run(lhrWith(800, 1800)));

    const row = await auditPage(browser, 'http://127.0.0.1:1', 'DE', home, reportsDir, 5);

    expect(row.outcome).toHaveProperty('figures');
    expect(readFileSync(join(reportsDir, 'de/home.report.html'), 'utf8')).toBe('<p>800</p>');
    expect(console.warn).toHaveBeenCalledWith('DE /: run 2 of 5 measured nothing (NO_FCP The page did not paint)');
    expect(console.warn).toHaveBeenCalledWith('DE /: run 3 of 5 measured nothing (PROTOCOL_TIMEOUT)');
  });

  it('treats a run without a time to interactive as one that measured nothing', async () => {
    runLighthouse.mockResolvedValueOnce(run(lhrWith(900, undefined))).mockResolvedValueOnce(run(lhrWith(700, 1500)));

    await auditPage(browser, 'http://127.0.0.1:1', 'DE', home, reportsDir, 2);

    expect(readFileSync(join(reportsDir, 'de/home.report.html'), 'utf8')).toBe('<p>700</p>');
    expect(console.warn).toHaveBeenCalledWith('DE /: run 1 of 2 measured nothing (no value for interactive)');
  });

  it('reports the page as failed, with the last reason, when no run measured', async () => {
    runLighthouse.mockRejectedValueOnce(new Error('PROTOCOL_TIMEOUT')).mockResolvedValueOnce(run({ ...lhrWith(0, undefined), runtimeError: { code: 'NO_FCP', message: 'no paint' } }));

    const row = await auditPage(browser, 'http://127.0.0.1:1', 'DE', home, reportsDir, 2);

    expect(row.outcome).toEqual({ error: 'Lighthouse failed: NO_FCP no paint' });
    expect(row.reports).toBeUndefined();
  });
});
