import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../validation/paths.ts';

/**
 * The code block of a guide under docs/, in `language` ('' for none), that `starting` begins: tests
 * run what the guide gives, so the two cannot drift apart.
 */
export function guideBlock(guide: string, language: string, starting: string): string {
  const text = readFileSync(join(projectRoot, 'docs', guide), 'utf8');
  const block = [...text.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)].find(([, lang, code]) => lang === language && code!.startsWith(starting));
  if (!block) throw new Error(`docs/${guide} has no ${language} block starting with ${starting}`);
  return block[2]!;
}

/** The code block of the release engineers' guide, as guideBlock gives it. */
export function releaseGuideBlock(language: string, starting: string): string {
  return guideBlock('release-engineers.md', language, starting);
}
