import { spawn } from 'node:child_process';
import { projectRoot } from '../paths.ts';

export interface RunningCli {
  /** Everything printed so far, stdout and stderr together. */
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts a long-running `storefront` command and resolves once its output matches `ready`. */
export function startCli(args: readonly string[], ready: RegExp, timeoutMs = 60_000, cwd = projectRoot): Promise<RunningCli> {
  const child = spawn(process.execPath, ['bin/storefront.js', ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  const running: RunningCli = {
    output: () => printed,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
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
