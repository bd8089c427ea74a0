import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { paths, projectRoot } from '../../validation/paths.ts';
import { runCli } from './run-cli.ts';

const scratch = mkdtempSync(join(tmpdir(), 'storefront-inputs-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function folderWith(name: string, files: Record<string, string>): string {
  const folder = join(scratch, name);
  mkdirSync(folder);
  for (const [file, text] of Object.entries(files)) writeFileSync(join(folder, file), text);
  return folder;
}

const STACK_FRAME = /\n\s+at .+:\d+:\d+/;

describe('storefront validate, given what is not a set of country files', () => {
  it('calls a folder without country files a mistake, not a valid set', async () => {
    const folder = folderWith('no-yaml', { 'at.yml': 'code: AT\n', 'notes.txt': 'x' });
    const { exitCode, stderr } = await runCli(['validate', folder]);
    expect(exitCode).toBe(2);
    expect(stderr).toContain(`no country files (*.yaml) in ${folder}`);
  });

  it.each([[['']], [['--country', '']]])('refuses an empty argument (%j) instead of checking everything', async (args) => {
    const { exitCode, stderr } = await runCli(['validate', ...args]);
    expect(exitCode).toBe(2);
    expect(stderr).not.toMatch(STACK_FRAME);
  });

  it.each([
    [['/tmp/no\u001b[2Jpe\nfake.yaml:1:1: all good']],
    [['--country', 'A\u001b[2JT\nfake']],
  ])('never prints what it was given raw: %j', async (args) => {
    const { exitCode, stderr } = await runCli(['validate', ...args]);
    expect(exitCode).toBe(2);
    expect(stderr).not.toContain('\u001b');
    expect(stderr.trim().split('\n')).toHaveLength(1);
  });

  it('checks a file named twice once, so it never clashes with itself', async () => {
    const { exitCode, stdout } = await runCli(['validate', paths.countries, join(paths.countries, 'at.yaml')]);
    expect(exitCode).toBe(0);
    expect(stdout).not.toContain('already used');
  });

  it.runIf(process.getuid?.() === 0)('says a folder cannot be read, without a stack trace', async () => {
    const folder = folderWith('locked', { 'at.yaml': 'code: AT\n' });
    // mkdtemp's folder is the owner's alone; the user below must get as far as the locked folder.
    chmodSync(scratch, 0o755);
    chmodSync(folder, 0o000);
    const run = await new Promise<{ exitCode: number; stderr: string }>((resolve) => {
      // As an unprivileged user: root reads any folder.
      const child = spawn('setpriv', ['--reuid=65534', '--regid=65534', '--clear-groups', process.execPath, 'bin/storefront.js', 'validate', folder], { cwd: projectRoot });
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('close', (code) => resolve({ exitCode: code ?? 1, stderr }));
    });
    chmodSync(folder, 0o755);
    expect(run.stderr).toMatch(/cannot read .*locked/);
    expect(run.stderr).not.toMatch(STACK_FRAME);
    expect(run.exitCode).toBe(1);
  });

  it('stops quietly when its reader goes away (validate | head -1)', async () => {
    // Far more report than a pipe holds, so that the writes after head has gone fail.
    const folder = join(scratch, 'many-errors');
    mkdirSync(folder);
    const badCookies = `reducedModeCookies: [${Array.from({ length: 300 }, (_, index) => `"x ${index}"`).join(', ')}]`;
    const text = readFileSync(join(paths.countries, 'at.yaml'), 'utf8').replace('reducedModeCookies: [affiliate, newApp]', badCookies);
    for (let copy = 0; copy < 30; copy += 1) writeFileSync(join(folder, `x${copy}.yaml`), text);
    const stderr = await new Promise<string>((resolve) => {
      const child = spawn('bash', ['-c', `${JSON.stringify(process.execPath)} bin/storefront.js validate ${JSON.stringify(folder)} | head -c 1 > /dev/null`], { cwd: projectRoot });
      let text = '';
      child.stderr.on('data', (chunk) => (text += chunk));
      child.on('close', () => resolve(text));
    });
    expect(stderr).not.toMatch(/EPIPE|Unhandled/);
  });
});
