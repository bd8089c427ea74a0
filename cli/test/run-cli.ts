import { execFile } from 'node:child_process';
import { projectRoot } from '../paths.ts';

export interface CliRun {
  stdout: string;
  stderr: string;
  exitCode: number;
}

/** Runs `storefront` as a user would, from the project folder, and captures what it prints. */
export function runCli(args: readonly string[], cwd = projectRoot): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['bin/storefront.js', ...args], { cwd, env: { ...process.env, NO_COLOR: '1' } }, (error, stdout, stderr) => {
      resolve({ stdout, stderr, exitCode: error ? Number(error.code ?? 1) : 0 });
    });
  });
}
