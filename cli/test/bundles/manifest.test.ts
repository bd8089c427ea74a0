import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Manifest, ReleaseRecord } from '../../build/manifest.ts';
import { paths } from '../../../validation/paths.ts';

const countries = readdirSync(paths.countries).filter((name) => name.endsWith('.yaml')).map((name) => name.replace('.yaml', ''));

/** What a release uploads, found by walking the folder: no .br/.gz siblings, no dot folders, not the manifest. */
function filesOnDisk(siteDir: string): string[] {
  return readdirSync(siteDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(siteDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => path !== 'manifest.json' && !/\.(br|gz)$/.test(path) && !/(^|\/)\./.test(path))
    .sort();
}

describe.each(countries)('the manifest of the %s bundle', (code) => {
  const siteDir = join(paths.dist, code);
  let manifest: Manifest;
  beforeAll(() => {
    manifest = JSON.parse(readFileSync(join(siteDir, 'manifest.json'), 'utf8')) as Manifest;
  });

  it('lists exactly the files of the folder, the headers files and the files for search engines among them', () => {
    expect(manifest.files.map(({ path }) => path)).toEqual(filesOnDisk(siteDir));
    expect(manifest.files.map(({ path }) => path)).toEqual(expect.arrayContaining(['_headers', 'nginx-headers.conf', 'index.html', 'robots.txt', 'sitemap.xml']));
  });

  it("gives each file's size, gzip size and SHA-256 as they are on disk", () => {
    for (const file of manifest.files) {
      const content = readFileSync(join(siteDir, file.path));
      expect(file).toEqual({ path: file.path, size: content.length, gzipSize: gzipSync(content, { level: 9 }).length, sha256: createHash('sha256').update(content).digest('hex') });
    }
  });

  it('records when it was built, and nothing of the commit: that is for the release record beside the folder', () => {
    expect(new Date(manifest.builtAt).toISOString()).toBe(manifest.builtAt);
    expect(Object.keys(manifest)).toEqual(['builtAt', 'files']);
  });

  it('has a release record beside its folder with the commit, whether the checkout had changes, and the manifest it goes with', () => {
    const record = JSON.parse(readFileSync(`${siteDir}.release.json`, 'utf8')) as ReleaseRecord;
    expect(record).toMatchObject({ code: code.toUpperCase(), builtAt: manifest.builtAt });
    expect(record.commit === null || /^[0-9a-f]{40}$/.test(record.commit)).toBe(true);
    expect(record.dirty).toEqual(record.commit === null ? null : expect.any(Boolean));
    expect(record.manifestSha256).toBe(createHash('sha256').update(readFileSync(join(siteDir, 'manifest.json'))).digest('hex'));
  });
});
