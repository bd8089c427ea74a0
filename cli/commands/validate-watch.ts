import { statSync, watch, type FSWatcher } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { resolveCountryFiles } from '../country-inputs.ts';
import { CliError, EXIT_INVALID, UsageError } from '../../validation/errors.ts';
import { displayPath, paths } from '../../validation/paths.ts';
import { changesBetween, changesReport, currentLines } from '../../validation/changes.ts';
import type { Diagnostic } from '../../validation/diagnostic.ts';
import { textReport } from '../../validation/report.ts';
import { forgetCompiledSchemas } from '../../validation/schema-registry.ts';
import { validateCountryFiles } from '../../validation/validate-countries.ts';
import { watchTree, type TreeWatcher } from '../watch-tree.ts';
import type { ValidateOptions } from './validate-options.ts';

/** An editor's save is often several writes (temporary file, rename, metadata): one check after the last. */
const QUIET_MS = 40;

/**
 * Validates, then again whenever a country file, a locale, a schema or a file of public/ changes,
 * in this process (the locales are read from their source, the schemas compiled again only when
 * one changed), printing only what changed.
 * Invalid data is what this mode is for: it runs on until Ctrl+C or SIGTERM, then exits with the
 * last check's status, so a script that stops it can tell whether the data was left valid.
 */
export async function watchCountryFiles(inputs: string[], options: ValidateOptions): Promise<void> {
  if (options.format !== 'text') throw new UsageError('--watch prints text as files change; leave out --format');
  const countryFolders = [...new Set((inputs.length > 0 ? inputs : [paths.countries]).map(folderOf))];
  let previous: Diagnostic[] | undefined;
  let stopped = false;
  let lastStatus = 0;
  let schemasChanged = false;

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
    if (schemasChanged) forgetCompiledSchemas();
    schemasChanged = false;
    const { diagnostics } = await validateCountryFiles(files);
    if (stopped) return;
    lastStatus = diagnostics.length > 0 ? EXIT_INVALID : 0;
    const report = previous ? changesReport(changesBetween(previous, diagnostics), diagnostics, files.length, lines) : textReport(diagnostics, lines, files.length);
    console.log(report);
    previous = diagnostics;
  };

  let queue = check();
  await queue;
  let timer: NodeJS.Timeout | undefined;
  const recheck = () => {
    clearTimeout(timer);
    timer = setTimeout(() => (queue = queue.then(check)), QUIET_MS);
  };
  // A .yml file is watched too: the check reports it as a misnamed country file.
  const watchers: Array<FSWatcher | TreeWatcher> = [
    ...countryFolders.map((folder) => watch(folder, (_event, name) => (name === null || /\.ya?ml$/i.test(name) ? recheck() : undefined))),
    watchTree(paths.locales, recheck),
    watchTree(paths.publicDir, recheck),
    watch(paths.schemas, () => {
      schemasChanged = true;
      recheck();
    }),
  ];

  const stop = () => {
    stopped = true;
    process.exitCode = lastStatus;
    clearTimeout(timer);
    watchers.forEach((watcher) => watcher.close());
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // Only now: a Ctrl+C as soon as this line shows must reach stop, not end the process by the signal.
  console.log(`watching ${[...countryFolders, paths.locales, paths.schemas, paths.publicDir].map((folder) => `${displayPath(folder)}/`).join(', ')} for changes; Ctrl+C stops`);
}

/** The folder a command-line input lives in: a folder itself, or a file's folder. */
function folderOf(input: string): string {
  const path = resolve(input);
  return statSync(path).isDirectory() ? path : dirname(path);
}
