import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../validation/paths.ts';
import { runCli } from './run-cli.ts';

describe('storefront validate on the other files of a countries folder', () => {
  let folder: string;

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'stray-files-'));
    cpSync(paths.countries, folder, { recursive: true });
  });

  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('reports a .yml file as a country file to rename, at its first line', async () => {
    writeFileSync(join(folder, 'nl.yml'), 'extends: de\ncode: NL\n');
    const { stdout, exitCode } = await runCli(['validate', folder]);
    expect(stdout).toMatch(/^\S*nl\.yml:1:1: country files end in \.yaml; rename nl\.yml to nl\.yaml$/m);
    expect(exitCode).toBe(1);
    const github = await runCli(['validate', '--format', 'github', folder]);
    expect(github.stdout).toMatch(/^::error file=\S*nl\.yml,line=1,col=1::country files end in \.yaml; rename nl\.yml to nl\.yaml$/m);
  }, 30_000);

  it('prints no control character or line break of a file name, in the rename it suggests either', async () => {
    writeFileSync(join(folder, 'e\u001b]0;PWNED\u0007.yml'), '');
    writeFileSync(join(folder, 'n\n::error file=README.md,line=1::INJECTED\n.yml'), '');
    // A country file under such a name: every rule that names another file names it.
    cpSync(join(folder, 'ch.yaml'), join(folder, 'q\u001b[31mred\u001b[0m.yaml'));
    // A parent named with a line break, which the message names twice.
    writeFileSync(join(folder, 'ze.yaml'), 'extends: "\\n::error file=README.md,line=3::INJECTED"\ncode: ZE\n');
    for (const format of ['text', 'github']) {
      const { stdout } = await runCli(['validate', '--format', format, folder]);
      expect(stdout, format).not.toMatch(/[\u0007\u001b]/);
      expect(stdout, format).not.toMatch(/^::error file=README\.md/m);
    }
  }, 30_000);

  it.each([
    ['lu.YAML', 'country files end in .yaml; rename lu.YAML to lu.yaml'],
    ['lu.yaml ', 'a country file name has no spaces around it; rename "lu.yaml " to lu.yaml'],
    [' lu.yaml', 'a country file name has no spaces around it; rename " lu.yaml" to lu.yaml'],
    ['LU.yaml', 'country file names are lower case; rename LU.yaml to lu.yaml'],
    ['Lu.Yml', 'country files end in .yaml, and country file names are lower case; rename Lu.Yml to lu.yaml'],
  ])('reports %j as a country file to rename, not a file to skip', async (name, message) => {
    writeFileSync(join(folder, name), 'extends: de\ncode: LU\n');
    const { stdout, exitCode } = await runCli(['validate', folder]);
    expect(stdout).toContain(`${name}:1:1: ${message}\n`);
    expect(stdout).toMatch(/^1 error in 1 other file; 9 country files are valid$/m);
    expect(exitCode).toBe(1);
  }, 30_000);

  it('passes over files that are no country file: a README, .DS_Store and the order file', async () => {
    writeFileSync(join(folder, 'README.md'), '# Our countries\n');
    writeFileSync(join(folder, '.DS_Store'), Buffer.from([0, 0, 0, 1, 0x42, 0x75, 0x64, 0x31, 0xff]));
    const { stdout, exitCode } = await runCli(['validate', folder]);
    expect(stdout.trim()).toBe('9 country files are valid');
    expect(exitCode).toBe(0);
  }, 30_000);
});
