import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../validation/paths.ts';
import { brokenLinks, headingSlug, markdownLinks } from './markdown-links.ts';

/** The README and every guide under docs/, as paths from the project folder. */
const documents = ['README.md', ...readdirSync(join(projectRoot, 'docs')).filter((name) => name.endsWith('.md')).sort().map((name) => `docs/${name}`)];

describe('the README and the guides under docs/', () => {
  it('link only to files that exist and to headings those files have', () => {
    expect(brokenLinks(projectRoot, documents)).toEqual([]);
  });

  it('are linked from the README, every guide of them', () => {
    const readmeTargets = markdownLinks(readFileSync(join(projectRoot, 'README.md'), 'utf8')).map(({ target }) => target.split('#')[0]);
    expect(documents.filter((file) => file !== 'README.md' && !readmeTargets.includes(file))).toEqual([]);
  });

  it.each(documents.filter((file) => file.startsWith('docs/')))('%s starts with its title, one sentence for its reader and the command that reader runs first', (file) => {
    const [title, forWhom, fence, command] = readFileSync(join(projectRoot, file), 'utf8').split('\n\n').map((block) => block.split('\n'));
    expect(title).toHaveLength(1);
    expect(title![0]).toMatch(/^# \S/);
    expect(forWhom!.join(' ')).toMatch(/^For .+\.$/);
    expect(fence![0]).toBe('```sh');
    expect(fence).toHaveLength(3);
    expect(command).toBeDefined();
  });
});

describe('the link check', () => {
  const folder = mkdtempSync(join(tmpdir(), 'docs-links-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('makes anchors as GitHub does', () => {
    expect(headingSlug('QA: every country side by side')).toBe('qa-every-country-side-by-side');
    expect(headingSlug('The `storefront` command')).toBe('the-storefront-command');
    expect(headingSlug('The login page and login-token renewal')).toBe('the-login-page-and-login-token-renewal');
    expect(headingSlug('Größe & Tempo_2')).toBe('größe--tempo_2');
  });

  it('names the file and line of a missing file, an unknown anchor and an anchor in another file', () => {
    mkdirSync(join(folder, 'docs'), { recursive: true });
    writeFileSync(join(folder, 'README.md'), [
      '# Kit',
      '',
      'See [the guide](docs/guide.md), [its start](docs/guide.md#getting-started) and [here](#kit).',
      '',
      '```sh',
      'echo "[not a link](nowhere.md)"',
      '```',
      '',
      'Broken: [gone](docs/gone.md), [no such part](docs/guide.md#setup), [no such heading](#usage).',
      'In code, `[not a link](nowhere.md)`; outside, [a site](https://example.com/x#y) is not fetched.',
    ].join('\n'));
    writeFileSync(join(folder, 'docs', 'guide.md'), '# Guide\n\n## Getting started\n\nBack to [the README](../README.md#kit), [a folder](../docs/).\n');

    expect(brokenLinks(folder, ['README.md', 'docs/guide.md'])).toEqual([
      'README.md:9: docs/gone.md names docs/gone.md, which does not exist',
      'README.md:9: docs/guide.md#setup: no heading of docs/guide.md has the anchor #setup',
      'README.md:9: #usage: no heading of README.md has the anchor #usage',
    ]);
  });
});
