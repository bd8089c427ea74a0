import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../validation/paths.ts';

/**
 * The code block of the release engineers' guide, in `language`, that `starting` begins: tests run
 * the set-up the guide gives, so the two cannot drift apart.
 */
export function releaseGuideBlock(language: string, starting: string): string {
  const guide = readFileSync(join(projectRoot, 'docs', 'release-engineers.md'), 'utf8');
  const block = [...guide.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)].find(([, lang, text]) => lang === language && text!.startsWith(starting));
  if (!block) throw new Error(`docs/release-engineers.md has no ${language} block starting with ${starting}`);
  return block[2]!;
}
