import { spawn, type ChildProcess } from 'node:child_process';
import { projectRoot } from '../../validation/paths.ts';

export interface ServicesProcess {
  baseURL: string;
  child: ChildProcess;
  /** What it has logged on standard output so far: one JSON line per request. */
  log: () => string;
}

/**
 * Starts `storefront services` in a process of its own, so it can be killed like a crashed server
 * or put behind a web server; `args` are its options after `--data` (`storefront services --help`),
 * by default DE's services with the local tools and without rate limits, on a free port; `env` adds to the environment.
 */
export function startServicesProcess(
  dataDir: string,
  args: readonly string[] = ['--country', 'DE', '--port', '0', '--unlimited', '--dev-tools'],
  env: NodeJS.ProcessEnv = {},
): Promise<ServicesProcess> {
  const child = spawn(process.execPath, ['bin/storefront.js', 'services', '--data', dataDir, ...args], { cwd: projectRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  // Read as it comes: a full pipe would stop the services at their next line.
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  return new Promise((resolve, reject) => {
    let said = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      const address = /listening on (http:\/\/\S+)/.exec(said)?.[1];
      if (address) resolve({ baseURL: address, child, log: () => log });
    });
    child.once('exit', (code) => reject(new Error(`services exited with ${code} before listening:\n${said}`)));
  });
}

export function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
