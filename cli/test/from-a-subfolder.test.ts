import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.ts';

// The README promises every command from anywhere inside the repository: a folder of the kit's
// own (countries/, dist/, reports/) is found from its root, not from where the command is typed.
const READ_ONLY = [
  ['list'],
  ['show', '--country', 'AT', '--origin'],
  ['matrix', '--format', 'html'],
  ['validate'],
  ['validate', '--country', 'TR', '--format', 'json'],
  ['generate', '--check'],
  ['translations', 'status'],
  ['translations', 'export', '--country', 'CH_FR'],
];

describe('a command typed in a folder inside the kit', () => {
  it.concurrent.each(READ_ONLY.map((args) => [args.join(' '), args]))('storefront %s prints from docs/ what it prints from the root', async (_command, args) => {
    const [fromRoot, fromDocs] = await Promise.all([runCli(args), runCli(args, undefined, { subfolder: 'docs' })]);
    expect(fromDocs.stderr).toBe('');
    expect(fromDocs.exitCode).toBe(0);
    expect(fromDocs.stdout).toBe(fromRoot.stdout);
  }, 30_000);
});
