// The country managers' loop, timed: `npm run bench:cli [-- --baseline 4373eb6 --runs 10 --saves 20]`.
// Prints, for the working tree and a baseline revision side by side with their ratio, `validate` of
// every country (as they are, and just after an edit of one file, which no earlier run has read)
// and `--help` as whole processes (median of --runs; each round times `node -e 0` too, the floor
// any command stands on), and the live preview's time from a save of a country file
// to the new text on the open page in Chromium (median and p90 of --saves), and the check of an
// edit inside a running process that `validate --watch` and `dev` make, for the working tree.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { checkOutRevision } from '../cli/bench/served-revision.ts';
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from '../cli/chromium-flags.ts';
import { projectRoot } from '../validation/paths.ts';
import { countryFilesIn, validateCountryFiles } from '../validation/validate-countries.ts';

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

/**
 * Each checkout's countries, copied: before each run of `validate edited` one file, de.yaml, gets a
 * footer headline no earlier run has read.
 */
const editedCopies = new Map<string, string>();
let edits = 0;

function editedCountries(folder: string): string {
  const copy = editedCopies.get(folder) ?? mkdtempSync(join(tmpdir(), 'storefront-bench-edited-'));
  if (!editedCopies.has(folder)) cpSync(join(folder, 'countries'), copy, { recursive: true });
  editedCopies.set(folder, copy);
  const file = join(copy, 'de.yaml');
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^( {2}headline: .+?)( \(edit \d+\))?$/m, `$1 (edit ${(edits += 1)})`));
  return copy;
}

const COMMANDS = {
  validate: () => ['bin/storefront.js', 'validate'],
  'validate edited': (folder: string) => ['bin/storefront.js', 'validate', editedCountries(folder)],
  help: () => ['bin/storefront.js', '--help'],
} as const;

type CommandName = keyof typeof COMMANDS;

function timedCommand(name: CommandName, folder: string): number {
  return timed(COMMANDS[name](folder), folder);
}

/** Each round times node -e 0, then each command in the tree and the baseline in turn, so that a busy moment weighs on both alike. */
function timeCommands(tree: string, baseline: string): Record<'floor' | `${CommandName} ${'tree' | 'baseline'}`, number[]> {
  const names = Object.keys(COMMANDS) as CommandName[];
  for (const folder of [tree, baseline]) for (const name of names) timedCommand(name, folder);
  const times: Record<string, number[]> = {};
  const add = (name: string, ms: number) => (times[name] ??= []).push(ms);
  for (let round = 0; round < runs; round++) {
    add('floor', timed(['-e', '0'], tree));
    for (const name of names) {
      add(`${name} tree`, timedCommand(name, tree));
      add(`${name} baseline`, timedCommand(name, baseline));
    }
  }
  return times;
}

/**
 * What `validate --watch` and `dev` take to check an edit: every country validated in this
 * process after de.yaml changed, as many times as --saves, a pause between edits as between saves.
 */
async function timeChecksInOneProcess(): Promise<number[]> {
  const times: number[] = [];
  for (let save = 0; save < saves; save++) {
    const countries = editedCountries(projectRoot);
    const started = performance.now();
    await validateCountryFiles(countryFilesIn(countries));
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 200));
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
  const checks = await timeChecksInOneProcess();
  const preview = await timeLivePreview();
  const ms = (value: number) => `${Math.round(value)} ms`.padStart(9);
  const row = (label: string, tree: number, base: number) => console.log(`${label.padEnd(28)}${ms(tree)}${ms(base)}${(tree / base).toFixed(2).padStart(8)}`);
  console.log(`storefront's own speed: the working tree and ${values.baseline}, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}`);
  console.log(`medians of ${runs} whole processes, taken in turn; node -e 0 took ${Math.round(median(times.floor))} ms`);
  console.log(`${''.padEnd(28)}${'tree'.padStart(9)}${values.baseline!.padStart(9)}${'ratio'.padStart(8)}`);
  row('validate (every country)', median(times['validate tree']), median(times['validate baseline']));
  row('validate, one file edited', median(times['validate edited tree']), median(times['validate edited baseline']));
  row('--help', median(times['help tree']), median(times['help baseline']));
  console.log(`a check of every country after an edit, in a running validate --watch or dev (${saves} edits): median ${Math.round(median(checks))} ms, p90 ${Math.round(quantile(checks, 0.9))} ms`);
  console.log(`live preview, a save of countries/de.yaml to the new text on the open page (${saves} saves): median ${Math.round(median(preview))} ms, p90 ${Math.round(quantile(preview, 0.9))} ms`);
} finally {
  remove();
  for (const copy of editedCopies.values()) rmSync(copy, { recursive: true, force: true });
}
