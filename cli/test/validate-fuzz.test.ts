import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.ts';
import { mutantsOf, mutations, type Mutant } from '../../validation/fuzz/mutations.ts';
import { jsonReport, textReport } from '../../validation/report.ts';
import { validateCountryText } from '../../validation/test-country-file.ts';

const WITHIN_MS = 10_000;
/** A line of a JavaScript stack trace, `    at fn (file.ts:12:5)`. */
const STACK_FRAME = /^\s+at .*:\d+:\d+\)?$/m;
/** A report quotes values cut short and frames at most 120 columns of a line; nothing near a megabyte string. */
const MAX_REPORT_CHARACTERS = 100_000;

async function checkInProcess({ code, bytes }: Mutant): Promise<void> {
  const started = performance.now();
  const { diagnostics, sources } = await validateCountryText(code, bytes);
  const report = textReport(diagnostics, sources, 1);
  expect(performance.now() - started).toBeLessThan(WITHIN_MS);

  // `storefront validate` exits 1 exactly when there is a diagnostic.
  expect(diagnostics.length).toBeGreaterThan(0);
  const lineCount = bytes.toString('utf8').split('\n').length;
  for (const { file, line, column, message } of diagnostics) {
    expect(file).toMatch(new RegExp(`${code}\\.yaml$`));
    expect(Number.isInteger(line) && line >= 1 && line <= lineCount).toBe(true);
    expect(Number.isInteger(column) && column >= 1).toBe(true);
    // A check that threw is reported, but for these inputs none may throw.
    expect(message).not.toMatch(/^could not be checked/);
  }
  expect(report.length + jsonReport(diagnostics).length).toBeLessThan(MAX_REPORT_CHARACTERS);
  expect(report).not.toMatch(STACK_FRAME);
}

describe('validate on mutated shipped country files', () => {
  it.each(Object.keys(mutations))('refuses every file with %s, located and without a crash', async (kind) => {
    const mutation = mutations[kind]!;
    await fc.assert(fc.asyncProperty(mutantsOf(mutation), checkInProcess), { numRuns: mutation.runs });
  }, 60_000);
});

describe('the storefront validate command on one mutant of each kind', () => {
  // One at a time: ten commands started at once on two cores would measure the machine's load, not validate.
  it.each(Object.keys(mutations))('exits 1 for %s, printing file:line:col and no stack trace', async (kind) => {
    const [mutant] = fc.sample(mutantsOf(mutations[kind]!), { numRuns: 1 }) as [Mutant];
    const folder = mkdtempSync(join(tmpdir(), 'fuzz-cli-'));
    try {
      writeFileSync(join(folder, `${mutant.code}.yaml`), mutant.bytes);
      const started = performance.now();
      const { stdout, stderr, exitCode } = await runCli(['validate', folder]);
      expect(performance.now() - started).toBeLessThan(WITHIN_MS);

      expect(exitCode).toBe(1);
      expect(stderr).toBe('');
      const headings = [...stdout.matchAll(/^\S+\.yaml:(\d+):(\d+): \S/gm)];
      expect(headings.length).toBeGreaterThan(0);
      for (const [, line, column] of headings) expect(Number(line) >= 1 && Number(column) >= 1).toBe(true);
      expect(stdout).not.toMatch(STACK_FRAME);
      expect(stdout).toMatch(/\d+ errors? in 1 of 1 country file\n$/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 30_000);
});
