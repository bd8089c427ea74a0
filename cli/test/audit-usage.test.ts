import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.ts';

const reports = mkdtempSync(join(tmpdir(), 'storefront-audit-usage-'));
afterAll(() => rmSync(reports, { recursive: true, force: true }));

// Refused before anything is built or Chromium starts; the audit itself is audit.test.ts's.
describe('storefront audit', () => {
  it('needs exactly one of --country and --all', async () => {
    const { stderr, exitCode } = await runCli(['audit', '--reports', reports]);
    expect(stderr).toContain('pass either --country <code> or --all');
    expect(exitCode).toBe(2);
  });

  it.each(['0', '10', '2.5', 'many'])('refuses --runs %s before it builds anything', async (runs) => {
    const { stderr, exitCode } = await runCli(['audit', '--country', 'DE', '--runs', runs, '--reports', reports]);
    expect(stderr).toContain(`--runs must be a whole number from 1 to 9, not "${runs}"`);
    expect(exitCode).toBe(2);
  });
});
