import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot } from '../../validation/paths.ts';

export interface CliRun {
  stdout: string;
  stderr: string;
  exitCode: number;
}

/**
 * The environment with colour switched off. Playwright's workers set FORCE_COLOR, beside which
 * Node warns about NO_COLOR on stderr, so it goes.
 */
function withoutColour(): NodeJS.ProcessEnv {
  const { FORCE_COLOR: _forced, ...env } = process.env;
  return { ...env, NO_COLOR: '1' };
}

/**
 * Runs `storefront` as a user would, from the project folder or a `subfolder` of it, and captures
 * what it prints; `env` adds to the environment. A command still running after `timeoutMs` (a
 * server that should have refused to start) is ended.
 */
export function runCli(
  args: readonly string[],
  cwd = projectRoot,
  { env = {}, timeoutMs = 0, subfolder = '' }: { env?: NodeJS.ProcessEnv; timeoutMs?: number; subfolder?: string } = {},
): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(process.execPath, [join(cwd, 'bin', 'storefront.js'), ...args], { cwd: join(cwd, subfolder), env: { ...withoutColour(), ...env }, timeout: timeoutMs }, (error, stdout, stderr) => {
      resolve({ stdout, stderr, exitCode: error ? Number(error.code ?? 1) : 0 });
    });
  });
}
