import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../validation/paths.ts';
import { guideBlock } from './guide-blocks.ts';
import { runCli } from './run-cli.ts';

/** Whether git ignores the path: what it ignores neither shows in `git status` nor makes a release record dirty. */
function isIgnored(path: string): boolean {
  try {
    execFileSync('git', ['check-ignore', '--quiet', '--no-index', path], { cwd: projectRoot });
    return true;
  } catch {
    return false;
  }
}

describe("QA's pseudo-locale run, as docs/qa.md gives it", () => {
  const command = guideBlock('qa.md', '', 'npx storefront screenshots --country DE --pseudo');

  it('writes its pictures and its build only where git ignores them', async () => {
    const named = [...command.matchAll(/--(?:out|dist) (\S+)/g)].map(([, folder]) => folder!);
    const help = (await runCli(['screenshots', '--help'])).stdout.replace(/\s+/g, ' ');
    // Without --dist, the build goes where the help says.
    const build = command.includes('--dist') ? [] : [/with --pseudo, (\S+)\/ of the kit/.exec(help)![1]!];
    for (const folder of [...named, ...build]) expect(isIgnored(`${folder}/de/index.html`), folder).toBe(true);
  });
});
