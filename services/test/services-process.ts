import { spawn, type ChildProcess } from 'node:child_process';
import { projectRoot } from '../../cli/paths.ts';

export interface ServicesProcess {
  baseURL: string;
  child: ChildProcess;
}

/**
 * Starts services/main.ts in a process of its own, so it can be killed like a crashed server or
 * put behind a web server; `args` are its options after `--data` (services/main.ts lists them).
 */
export function startServicesProcess(dataDir: string, args: readonly string[] = ['--unlimited']): Promise<ServicesProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/main.ts', '--data', dataDir, ...args], { cwd: projectRoot, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let printed = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const address = /listening on (http:\/\/\S+)/.exec(printed)?.[1];
      if (address) resolve({ baseURL: address, child });
    });
    child.once('exit', (code) => reject(new Error(`services exited with ${code} before listening`)));
  });
}

export function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
