import type { MetricType, TTFBMetric } from 'web-vitals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportVitals } from './report-vitals';
import { VITALS_SINK_TIMING } from './sink-protocol';

const callbacks = vi.hoisted(() => new Map<string, (metric: MetricType) => void>());
vi.mock('web-vitals', () => {
  const listener = (name: string) => (callback: (metric: MetricType) => void) => void callbacks.set(name, callback);
  return { onLCP: listener('LCP'), onINP: listener('INP'), onCLS: listener('CLS'), onFCP: listener('FCP'), onTTFB: listener('TTFB') };
});

const SHOP = { countryCode: 'CH_FR', basePath: '/fr/', pagePaths: ['/', '/login', '/404'], notFoundPath: '/404' };
const ttfb = { name: 'TTFB', value: 41.7, delta: 41.7, rating: 'good', id: 'v6-1-2', navigationType: 'reload', navigationId: 1, entries: [] } as unknown as TTFBMetric;

/** The navigation entry of a page whose server sent these Server-Timing entries. */
function servedWith(...timings: string[]): void {
  const navigation = { serverTiming: timings.map((name) => ({ name, duration: 0, description: '' })) };
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) => (type === 'navigation' ? [navigation as unknown as PerformanceEntry] : []));
}

beforeEach(() => {
  window.dataLayer = [];
  callbacks.clear();
  window.history.replaceState(null, '', '/fr/login?token=secret#x');
  navigator.sendBeacon = vi.fn(() => true);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('reportVitals', () => {
  it('listens for all five metrics', () => {
    servedWith();
    reportVitals(SHOP);
    expect([...callbacks.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
  });

  it('pushes each report with the page’s route, never its address', () => {
    servedWith();
    reportVitals(SHOP);
    callbacks.get('TTFB')!(ttfb);

    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'web_vitals', metric_name: 'TTFB', page_route: '/login', country: 'CH_FR', navigation_type: 'reload' })]);
    expect(JSON.stringify(window.dataLayer)).not.toContain('secret');
  });

  it('sends nothing anywhere from a page whose server has no sink', () => {
    servedWith('cache;desc=hit');
    reportVitals(SHOP);
    callbacks.get('TTFB')!(ttfb);
    expect(navigator.sendBeacon).not.toHaveBeenCalled();
  });

  it('beacons the sample to the sink under the shop’s base path when the server says it has one', () => {
    servedWith(VITALS_SINK_TIMING);
    reportVitals(SHOP);
    callbacks.get('TTFB')!(ttfb);

    expect(navigator.sendBeacon).toHaveBeenCalledWith('/fr/_dev/vitals', JSON.stringify({ country: 'CH_FR', page_route: '/login', metric_name: 'TTFB', metric_value: 42, metric_id: 'v6-1-2' }));
  });
});
