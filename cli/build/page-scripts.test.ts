import { describe, expect, it } from 'vitest';
import { hashSource } from './page-starter.ts';
import { initialAssets, inlineScripts, withScriptBeforePage, withScriptsAfterPaint } from './page-scripts.ts';
import { PAGE_STARTER_HASH, PAGE_STARTER_SCRIPT } from '../../src/pages/page-starter.generated.ts';

const BUILT_HEAD = `<head>
    <script type="module" crossorigin src="/assets/home-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
    <link rel="modulepreload" crossorigin href="/assets/mount-c3.js">
    <link rel="stylesheet" crossorigin href="/assets/mount-d4.css">
</head>`;

describe('withScriptsAfterPaint', () => {
  const started = withScriptsAfterPaint(BUILT_HEAD);

  it('leaves the browser nothing to fetch up front but the stylesheets', () => {
    expect(started).not.toContain('<link rel="modulepreload"');
    expect(started).not.toContain('src=');
    expect(started).toContain('<link rel="stylesheet" crossorigin href="/assets/mount-d4.css">');
  });

  it('holds the starter inline, exactly the script the Content-Security-Policy allows by its hash, with the entry and every module it imports named on it', () => {
    expect(started).toContain(`<script data-page="/assets/home-a1.js" data-modules="/assets/react-b2.js /assets/mount-c3.js">${PAGE_STARTER_SCRIPT}</script>`);
    expect(inlineScripts(started).map(hashSource)).toEqual([PAGE_STARTER_HASH]);
  });

  it('refuses a page without an entry script, which would never come to life', () => {
    expect(() => withScriptsAfterPaint('<head></head>')).toThrow(/no entry script/);
  });
});

describe('withScriptBeforePage', () => {
  it('puts the script ahead of the starter, so that it runs before any of the page’s code, and counts it up front', () => {
    const started = withScriptsAfterPaint(BUILT_HEAD);
    const withAnalytics = withScriptBeforePage(started, '/assets/analytics-f6.js');

    expect(withAnalytics.indexOf('src="/assets/analytics-f6.js"')).toBeGreaterThan(-1);
    expect(withAnalytics.indexOf('src="/assets/analytics-f6.js"')).toBeLessThan(withAnalytics.indexOf('data-page='));
    expect(initialAssets(withAnalytics)).toContain('/assets/analytics-f6.js');
  });

  it('refuses a page whose code does not start after paint', () => {
    expect(() => withScriptBeforePage(BUILT_HEAD, '/assets/analytics-f6.js')).toThrow(/no start-after-paint script/);
  });
});

describe('initialAssets', () => {
  it('lists the same scripts and stylesheets before and after the hand-over to the starter', () => {
    const started = withScriptsAfterPaint(BUILT_HEAD);
    expect(initialAssets(started).sort()).toEqual([...initialAssets(BUILT_HEAD)].sort());
    expect(initialAssets(BUILT_HEAD)).toEqual(['/assets/home-a1.js', '/assets/react-b2.js', '/assets/mount-c3.js', '/assets/mount-d4.css']);
  });

  it('ignores addresses outside the built assets, such as images and the favicon', () => {
    expect(initialAssets('<link rel="icon" href="/favicon.svg"><img src="/service/footer-images/a.svg">')).toEqual([]);
  });
});

describe('inlineScripts', () => {
  it('finds the code a page holds inline, and neither data nor a script fetched from its address', () => {
    const html = '<script type="module" crossorigin src="/assets/a.js"></script><script type="application/ld+json">{"@type":"Store"}</script><script data-page="/assets/p.js">go()</script><script type="module">run()</script>';
    expect(inlineScripts(html)).toEqual(['go()', 'run()']);
  });
});
