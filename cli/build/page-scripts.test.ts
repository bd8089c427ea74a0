import { describe, expect, it } from 'vitest';
import { initialAssets, withScriptBeforePage, withScriptsAfterPaint } from './page-scripts.ts';

const BUILT_HEAD = `<head>
    <script type="module" crossorigin src="/assets/home-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
    <link rel="modulepreload" crossorigin href="/assets/mount-c3.js">
    <link rel="stylesheet" crossorigin href="/assets/mount-d4.css">
</head>`;

describe('withScriptsAfterPaint', () => {
  const started = withScriptsAfterPaint(BUILT_HEAD, '/assets/start-after-paint-e5.js');

  it('leaves the browser nothing to fetch up front but the starter and the stylesheets', () => {
    expect(started).not.toContain('modulepreload');
    expect(started).not.toContain('src="/assets/home-a1.js"');
    expect(started).toContain('<link rel="stylesheet" crossorigin href="/assets/mount-d4.css">');
  });

  it('names the entry and every module it imports on the starter, which is fetched at low priority', () => {
    expect(started).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/start-after-paint-e5.js" data-page="/assets/home-a1.js" data-modules="/assets/react-b2.js /assets/mount-c3.js"></script>',
    );
  });

  it('refuses a page without an entry script, which would never come to life', () => {
    expect(() => withScriptsAfterPaint('<head></head>', '/assets/s.js')).toThrow(/no entry script/);
  });
});

describe('withScriptBeforePage', () => {
  it('puts the script ahead of the starter, so that it runs before any of the page’s code, and counts it up front', () => {
    const started = withScriptsAfterPaint(BUILT_HEAD, '/assets/start-after-paint-e5.js');
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
    const started = withScriptsAfterPaint(BUILT_HEAD, '/assets/start-after-paint-e5.js');
    expect(initialAssets(started).sort()).toEqual([...initialAssets(BUILT_HEAD), '/assets/start-after-paint-e5.js'].sort());
    expect(initialAssets(BUILT_HEAD)).toEqual(['/assets/home-a1.js', '/assets/react-b2.js', '/assets/mount-c3.js', '/assets/mount-d4.css']);
  });

  it('ignores addresses outside the built assets, such as images and the favicon', () => {
    expect(initialAssets('<link rel="icon" href="/favicon.svg"><img src="/service/footer-images/a.svg">')).toEqual([]);
  });
});
