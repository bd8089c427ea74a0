import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../validation/paths.ts';

// The country folders: the release records (de.release.json) sit beside them.
const builtCountries = readdirSync(paths.dist, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map(({ name }) => name);

describe.each(builtCountries)('the %s bundle', (folder) => {
  it('ships no dev-only page: no gallery file and no gallery code', () => {
    const files = readdirSync(join(paths.dist, folder), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    const assets = files.filter((entry) => entry.parentPath.endsWith('assets'));
    expect(assets.map((entry) => entry.name).filter((name) => /gallery/i.test(name))).toEqual([]);
    const code = files.filter((entry) => /\.(js|html)$/.test(entry.name)).map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));
    expect(code.filter((text) => text.includes('Widget gallery'))).toEqual([]);
  });
});
