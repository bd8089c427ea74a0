import { describe, expect, it } from 'vitest';
import { MAX_SAMPLES, percentile75, VitalsStore } from './vitals-store.ts';

const sample = (fields: Partial<{ country: string; page_route: string; metric_name: string; metric_value: number; metric_id: string }>) => ({
  country: 'DE',
  page_route: '/',
  metric_name: 'LCP',
  metric_value: 1000,
  metric_id: `v6-${Math.random().toString().slice(2)}`,
  ...fields,
});

describe('percentile75', () => {
  it('is the one value there is', () => {
    expect(percentile75([812])).toBe(812);
  });

  it('is the smallest value that three quarters of the values do not exceed (nearest rank)', () => {
    expect(percentile75([4, 1, 3, 2])).toBe(3);
    expect(percentile75([1, 2, 3, 4, 5])).toBe(4);
    expect(percentile75(Array.from({ length: 100 }, (_, index) => 100 - index))).toBe(75);
  });

  it('orders numbers by value, not as text', () => {
    expect(percentile75([900, 80, 1000, 7])).toBe(900);
  });

  it('refuses to make up a figure without values', () => {
    expect(() => percentile75([])).toThrow();
  });
});

describe('VitalsStore', () => {
  it('shows one row per country, page route and metric with its 75th percentile and sample count', () => {
    const store = new VitalsStore();
    for (const value of [100, 200, 300, 400]) store.add(sample({ metric_value: value }));
    store.add(sample({ country: 'CH_FR', page_route: '/login', metric_name: 'INP', metric_value: 56 }));

    expect(store.rows()).toEqual([
      { country: 'CH_FR', route: '/login', metric: 'INP', p75: 56, samples: 1 },
      { country: 'DE', route: '/', metric: 'LCP', p75: 300, samples: 4 },
    ]);
  });

  it('counts a metric reported again for the same page view (same id) once, with its latest value', () => {
    const store = new VitalsStore();
    store.add(sample({ metric_name: 'CLS', metric_value: 0.01, metric_id: 'v6-1-1' }));
    store.add(sample({ metric_name: 'CLS', metric_value: 0.2, metric_id: 'v6-1-1' }));
    expect(store.rows()).toEqual([{ country: 'DE', route: '/', metric: 'CLS', p75: 0.2, samples: 1 }]);
  });

  it('keeps the samples of two countries apart, whatever their ids', () => {
    const store = new VitalsStore();
    store.add(sample({ metric_id: 'v6-1-1' }));
    store.add(sample({ country: 'TR', metric_id: 'v6-1-1' }));
    expect(store.rows().map(({ country }) => country)).toEqual(['DE', 'TR']);
  });

  it('lists the Core Web Vitals first, then FCP and TTFB', () => {
    const store = new VitalsStore();
    for (const metric of ['TTFB', 'FCP', 'CLS', 'INP', 'LCP']) store.add(sample({ metric_name: metric }));
    expect(store.rows().map(({ metric }) => metric)).toEqual(['LCP', 'INP', 'CLS', 'FCP', 'TTFB']);
  });

  it(`keeps the newest ${MAX_SAMPLES} samples, so a flood cannot fill the memory`, () => {
    const store = new VitalsStore();
    store.add(sample({ page_route: '/login' }));
    for (let index = 0; index < MAX_SAMPLES; index += 1) store.add(sample({ metric_id: `v6-${index}` }));
    expect(store.rows()).toEqual([{ country: 'DE', route: '/', metric: 'LCP', p75: 1000, samples: MAX_SAMPLES }]);
  });
});
