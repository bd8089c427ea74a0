import { describe, expect, it } from 'vitest';
import { readResult } from './audit-results.ts';
import { fakeLhr, GOOD_FIGURES } from './test-fixtures.ts';

describe('readResult', () => {
  it('reads the four scores as 0–100 and the metrics as Lighthouse measured them', () => {
    expect(readResult(fakeLhr())).toEqual({ figures: GOOD_FIGURES, failingAudits: {} });
  });

  it('rounds a score the way Lighthouse shows it', () => {
    const result = readResult(fakeLhr({ scores: { performance: 0.975, seo: 0.924 } }));
    expect(result).toMatchObject({ figures: { performance: 98, seo: 92 } });
  });

  it('names the audits that cost a category points, weightiest first and at most three', () => {
    const lhr = fakeLhr({
      scores: { accessibility: 0.8 },
      refs: {
        accessibility: [
          { id: 'label', weight: 7 },
          { id: 'color-contrast', weight: 10 },
          { id: 'passing', weight: 10 },
          { id: 'not-applicable', weight: 10 },
          { id: 'manual', weight: 0 },
          { id: 'html-has-lang', weight: 3 },
          { id: 'list', weight: 1 },
        ],
      },
      audits: {
        label: { title: 'Form elements do not have associated labels', score: 0, scoreDisplayMode: 'binary' },
        'color-contrast': { title: 'Contrast is too low', score: 0, scoreDisplayMode: 'binary' },
        passing: { title: 'Passes', score: 1, scoreDisplayMode: 'binary' },
        'not-applicable': { title: 'Not applicable', score: null, scoreDisplayMode: 'notApplicable' },
        manual: { title: 'Manual check', score: 0, scoreDisplayMode: 'manual' },
        'html-has-lang': { title: '`<html>` element does not have a `[lang]` attribute', score: 0, scoreDisplayMode: 'binary' },
        list: { title: 'Lists are broken', score: 0, scoreDisplayMode: 'binary' },
      },
    });
    expect(readResult(lhr)).toMatchObject({
      failingAudits: { accessibility: ['Contrast is too low', 'Form elements do not have associated labels', '`<html>` element does not have a `[lang]` attribute'] },
    });
  });

  it('reports a runtime error as the reason the page has no figures', () => {
    const lhr = { ...fakeLhr(), runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' } };
    expect(readResult(lhr)).toEqual({ error: 'Lighthouse failed: NO_FCP The page did not paint any content.' });
  });

  it('treats a missing score or metric as a failed run', () => {
    expect(readResult(fakeLhr({ scores: { performance: null } }))).toEqual({ error: 'Lighthouse gave no performance score' });
    const withoutLcp = fakeLhr({ audits: { 'largest-contentful-paint': { title: 'Largest Contentful Paint', score: null, scoreDisplayMode: 'error' } } });
    expect(readResult(withoutLcp)).toEqual({ error: 'Lighthouse gave no value for largest-contentful-paint' });
  });
});
