// The country managers' loop, timed: `npm run bench:cli [-- --baseline 4373eb6 --runs 10 --saves 20]`.
// Prints, for the working tree and a baseline revision side by side with their ratio, `validate` of
// every country and `--help` as whole processes (median of --runs; each round times `node -e 0`
// too, the floor any command stands on), and the live preview's time from a save of a country file
// to the new text on the open page in Chromium (median and p90 of --saves), for the working tree.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { checkOutRevision } from '../cli/bench/served-revision.ts';
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from '../cli/chromium-flags.ts';
import { projectRoot } from '../validation/paths.ts';

const { values } = parseArgs({ options: { baseline: { type: 'string', default: '4373eb6' }, runs: { type: 'string', default: '10' }, saves: { type: 'string', default: '20' }, port: { type: 'string', default: '47380' } } });
const runs = Number(values.runs);
const saves = Number(values.saves);

const quantile = (values: readonly number[], fraction: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(fraction * values.length))]!;
const median = (values: readonly number[]) => quantile(values, 0.5);

/** A whole process's wall time in milliseconds; a failed run stops the bench, as its time would mean nothing. */
function timed(args: readonly string[], cwd: string): number {
  const started = process.hrtime.bigint();
  const run = spawnSync(process.execPath, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
  if (run.status !== 0) throw new Error(`node ${args.join(' ')} in ${cwd} exited ${run.status}: ${run.stderr.toString()}`);
  return elapsed;
}

const COMMANDS = { validate: ['bin/storefront.js', 'validate'], help: ['bin/storefront.js', '--help'] } as const;

/** Each round times node -e 0, then each command in the tree and the baseline in turn, so that a busy moment weighs on both alike. */
function timeCommands(tree: string, baseline: string): Record<'floor' | `${keyof typeof COMMANDS} ${'tree' | 'baseline'}`, number[]> {
  for (const folder of [tree, baseline]) for (const args of Object.values(COMMANDS)) timed(args, folder);
  const times: Record<string, number[]> = {};
  const add = (name: string, ms: number) => (times[name] ??= []).push(ms);
  for (let round = 0; round < runs; round++) {
    add('floor', timed(['-e', '0'], tree));
    for (const [name, args] of Object.entries(COMMANDS)) {
      add(`${name} tree`, timed(args, tree));
      add(`${name} baseline`, timed(args, baseline));
    }
  }
  return times;
}

/** From a save of de.yaml's footer headline to the new text on the open page, for each of `saves` saves, in a copy of the countries. */
async function timeLivePreview(): Promise<number[]> {
  const countries = mkdtempSync(join(tmpdir(), 'storefront-bench-countries-'));
  cpSync(join(projectRoot, 'countries'), countries, { recursive: true });
  const file = join(countries, 'de.yaml');
  const original = readFileSync(file, 'utf8');
  const headline = /^ {2}headline: (.+)$/m.exec(original)![1]!;
  const dev = spawn(process.execPath, ['bin/storefront.js', 'dev', '--country', 'DE', '--port', values.port!, '--countries', countries], { cwd: projectRoot, stdio: ['ignore', 'pipe', 'inherit'] });
  const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_FLAGS });
  try {
    await new Promise<void>((resolve, reject) => {
      dev.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Ctrl+C stops') && resolve());
      dev.once('exit', (code) => reject(new Error(`storefront dev exited ${code}`)));
    });
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${values.port}/`);
    await page.getByText(headline, { exact: true }).waitFor();
    const times: number[] = [];
    for (let save = 1; save <= saves; save++) {
      const text = `${headline} (${save})`;
      const started = performance.now();
      writeFileSync(file, original.replace(`headline: ${headline}`, `headline: ${text}`));
      await page.waitForFunction((wanted) => document.body.innerText.includes(wanted), text, { polling: 'raf' });
      times.push(performance.now() - started);
    }
    return times;
  } finally {
    await browser.close();
    dev.kill();
    rmSync(countries, { recursive: true, force: true });
  }
}

const { folder: baseline, remove } = checkOutRevision(values.baseline!);
try {
  const times = timeCommands(projectRoot, baseline);
  const preview = await timeLivePreview();
  const ms = (value: number) => `${Math.round(value)} ms`.padStart(9);
  const row = (label: string, tree: number, base: number) => console.log(`${label.padEnd(28)}${ms(tree)}${ms(base)}${(tree / base).toFixed(2).padStart(8)}`);
  console.log(`storefront's own speed: the working tree and ${values.baseline}, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}`);
  console.log(`medians of ${runs} whole processes, taken in turn; node -e 0 took ${Math.round(median(times.floor))} ms`);
  console.log(`${''.padEnd(28)}${'tree'.padStart(9)}${values.baseline!.padStart(9)}${'ratio'.padStart(8)}`);
  row('validate (every country)', median(times['validate tree']), median(times['validate baseline']));
  row('--help', median(times['help tree']), median(times['help baseline']));
  console.log(`live preview, a save of countries/de.yaml to the new text on the open page (${saves} saves): median ${Math.round(median(preview))} ms, p90 ${Math.round(quantile(preview, 0.9))} ms`);
} finally {
  remove();
}
