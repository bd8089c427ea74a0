import { spawn } from 'node:child_process';
import { projectRoot } from '../../validation/paths.ts';

export interface RunningCli {
  /** Everything printed so far, stdout and stderr together. */
  output: () => string;
  /** Sends the signal (SIGTERM unless given) and resolves with the exit code once the command has ended. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/** Starts a long-running `storefront` command and resolves once its output matches `ready`. */
export function startCli(args: readonly string[], ready: RegExp, timeoutMs = 60_000, cwd = projectRoot): Promise<RunningCli> {
  const child = spawn(process.execPath, ['bin/storefront.js', ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  const running: RunningCli = {
    output: () => printed,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        // A process ended by a signal has no exit code, only its signal.
        if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill(signal);
      }),
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void running.stop();
      reject(new Error(`not ready after ${timeoutMs} ms:\n${printed}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      printed += chunk.toString();
      if (ready.test(printed)) {
        clearTimeout(timer);
        resolve(running);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before it was ready:\n${printed}`));
    });
  });
}
