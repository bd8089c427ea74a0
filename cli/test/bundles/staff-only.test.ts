import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assetFile, initialAssets } from '../../build/page-scripts.ts';
import { paths } from '../../../validation/paths.ts';

// The country folders: the release records (de.release.json) sit beside them.
const builtCountries = readdirSync(paths.dist, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map(({ name }) => name);

describe.each(builtCountries)('the %s bundle', (folder) => {
  const pages = readdirSync(join(paths.dist, folder), { recursive: true }).filter((name) => String(name).endsWith('index.html')).map(String);
  const assets = readdirSync(join(paths.dist, folder, 'assets'));

  it('keeps the staff preview panel and its date pickers in chunks of their own', () => {
    expect(assets.filter((name) => /^PreviewPanel-.*\.js$/.test(name))).toHaveLength(1);
  });

  it.each(pages)('does not make a shopper on %s fetch the preview panel', (page) => {
    const html = readFileSync(join(paths.dist, folder, page), 'utf8');
    const fetched = initialAssets(html).map((href) => assetFile(href).replace('assets/', ''));
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.filter((name) => name.startsWith('PreviewPanel-'))).toEqual([]);
    // The panel's code lives only in its chunk: no page entry carries the date pickers.
    const entryCode = fetched.filter((name) => name.endsWith('.js')).map((name) => readFileSync(join(paths.dist, folder, 'assets', name), 'utf8'));
    expect(entryCode.filter((code) => code.includes('@mantine/dates/DateInput'))).toEqual([]);
  });
});
