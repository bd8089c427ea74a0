import { execFile, type ChildProcess } from 'node:child_process';
import { statSync, watch, type FSWatcher } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { resolveCountryFiles } from '../country-inputs.ts';
import { CliError, EXIT_INVALID, UsageError } from '../../validation/errors.ts';
import { displayPath, paths, projectRoot } from '../../validation/paths.ts';
import { changesBetween, changesReport, currentLines } from '../../validation/changes.ts';
import type { Diagnostic } from '../../validation/diagnostic.ts';
import { textReport } from '../../validation/report.ts';
import type { ValidateOptions } from './validate-options.ts';

/** An editor's save is often several writes (temporary file, rename, metadata): one check after the last. */
const QUIET_MS = 150;

/**
 * Validates, then again whenever a country file or a locale changes, printing only what changed.
 * Invalid data is what this mode is for: it runs on until Ctrl+C or SIGTERM, then exits with the
 * last check's status, so a script that stops it can tell whether the data was left valid.
 */
export async function watchCountryFiles(inputs: string[], options: ValidateOptions): Promise<void> {
  if (options.format !== 'text') throw new UsageError('--watch prints text as files change; leave out --format');
  const countryFolders = [...new Set((inputs.length > 0 ? inputs : [paths.countries]).map(folderOf))];
  let previous: Diagnostic[] | undefined;
  let checking: ChildProcess | undefined;
  let stopped = false;
  let lastStatus = 0;

  const check = async (): Promise<void> => {
    let files: string[];
    try {
      files = resolveCountryFiles(inputs, options.country);
    } catch (error) {
      // A folder emptied or a file renamed while editing: say so and wait for the next save.
      if (!(error instanceof CliError)) throw error;
      console.error(error.message);
      lastStatus = EXIT_INVALID;
      return;
    }
    const lines = currentLines(files);
    const run = await validateInChild(inputs, options.country, (child) => (checking = child));
    checking = undefined;
    if (stopped) return;
    if ('failure' in run) {
      console.error(run.failure);
      lastStatus = EXIT_INVALID;
      return;
    }
    lastStatus = run.diagnostics.length > 0 ? EXIT_INVALID : 0;
    const report = previous ? changesReport(changesBetween(previous, run.diagnostics), run.diagnostics, files.length, lines) : textReport(run.diagnostics, lines, files.length);
    console.log(report);
    previous = run.diagnostics;
  };

  let queue = check();
  await queue;
  let timer: NodeJS.Timeout | undefined;
  const recheck = () => {
    clearTimeout(timer);
    timer = setTimeout(() => (queue = queue.then(check)), QUIET_MS);
  };
  // A .yml file is watched too: the check reports it as a misnamed country file.
  const watchers: FSWatcher[] = [
    ...countryFolders.map((folder) => watch(folder, (_event, name) => (name === null || /\.ya?ml$/i.test(name) ? recheck() : undefined))),
    watch(paths.locales, { recursive: true }, recheck),
  ];

  const stop = () => {
    stopped = true;
    process.exitCode = lastStatus;
    clearTimeout(timer);
    watchers.forEach((watcher) => watcher.close());
    checking?.kill();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // Only now: a Ctrl+C as soon as this line shows must reach stop, not end the process by the signal.
  console.log(`watching ${[...countryFolders, paths.locales].map((folder) => `${displayPath(folder)}/`).join(' and ')} for changes; Ctrl+C stops`);
}

/** The folder a command-line input lives in: a folder itself, or a file's folder. */
function folderOf(input: string): string {
  const path = resolve(input);
  return statSync(path).isDirectory() ? path : dirname(path);
}

type ChildRun = { diagnostics: Diagnostic[] } | { failure: string };

/**
 * One `storefront validate --format json` in a fresh process: the locales are ES modules, which a
 * process imports once, so an edited locale is only read again by a new one.
 */
function validateInChild(inputs: readonly string[], country: string | undefined, started: (child: ChildProcess) => void): Promise<ChildRun> {
  const args = [join(projectRoot, 'bin', 'storefront.js'), 'validate', ...inputs, ...(country ? ['--country', country] : []), '--format', 'json'];
  return new Promise((resolveRun) => {
    const child = execFile(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      try {
        resolveRun({ diagnostics: (JSON.parse(stdout) as { errors: Diagnostic[] }).errors });
      } catch {
        resolveRun({ failure: stderr.trim() || `validation stopped: ${error?.message ?? 'no report'}` });
      }
    });
    started(child);
  });
}
