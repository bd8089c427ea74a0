import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initialAssets } from './page-scripts.ts';
import { linkedStylesheets, withOneStylesheet } from './page-stylesheet.ts';

const BUILT = `<head>
    <link rel="stylesheet" crossorigin href="/assets/mount-a1.css">
    <link rel="stylesheet" crossorigin href="/assets/login-b2.css">
  </head>`;

let siteDir: string;

beforeEach(() => {
  siteDir = mkdtempSync(join(tmpdir(), 'page-stylesheet-'));
  mkdirSync(join(siteDir, 'assets'));
  writeFileSync(join(siteDir, 'assets', 'mount-a1.css'), '.a{color:red}');
  writeFileSync(join(siteDir, 'assets', 'login-b2.css'), '.a{color:blue}');
  writeFileSync(join(siteDir, 'assets', 'footer-c3.css'), '.f{margin:0}');
});

afterEach(() => rmSync(siteDir, { recursive: true, force: true }));

function pageStylesheet(html: string): string {
  return /href="(\/assets\/page-[\w-]+\.css)"/.exec(html)![1]!;
}

describe('withOneStylesheet', () => {
  it('writes the stylesheets into one file in the order given, so the cascade is unchanged', () => {
    const html = withOneStylesheet(BUILT, [...linkedStylesheets(BUILT), '/assets/footer-c3.css'], siteDir);

    expect(readFileSync(join(siteDir, pageStylesheet(html)), 'utf8')).toBe('.a{color:red}\n.a{color:blue}\n.f{margin:0}');
  });

  it('leaves the page one stylesheet to fetch, and every part linked but disabled', () => {
    const html = withOneStylesheet(BUILT, [...linkedStylesheets(BUILT), '/assets/footer-c3.css'], siteDir);

    expect(initialAssets(html)).toEqual([pageStylesheet(html)]);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/footer-c3.css" disabled>');
    expect(linkedStylesheets(html)).toEqual([pageStylesheet(html)]);
  });

  it('names the file by its content: pages with the same styles share it, changed styles get a new name', () => {
    const first = pageStylesheet(withOneStylesheet(BUILT, linkedStylesheets(BUILT), siteDir));
    const same = pageStylesheet(withOneStylesheet(BUILT, linkedStylesheets(BUILT), siteDir));
    const more = pageStylesheet(withOneStylesheet(BUILT, [...linkedStylesheets(BUILT), '/assets/footer-c3.css'], siteDir));

    expect(same).toBe(first);
    expect(more).not.toBe(first);
  });
});
