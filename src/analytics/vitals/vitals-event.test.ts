import type { CLSMetric, FCPMetric, INPMetric, LCPMetric, MetricType } from 'web-vitals';
import { beforeEach, describe, expect, it } from 'vitest';
import { NO_ATTRIBUTION, vitalsEvent } from './vitals-event';

const PAGE = { country: 'CH_FR', route: '/login' };
const BASE = { rating: 'good', id: 'v6-1764200000000-1234567890123', navigationType: 'navigate', navigationId: 1 } as const;

function metric<Metric extends MetricType>(fields: Pick<Metric, 'name' | 'value' | 'entries'> & Partial<Metric>): Metric {
  return { ...BASE, delta: fields.value, ...fields } as Metric;
}

const entry = <Entry>(fields: Partial<Entry>) => fields as Entry;

beforeEach(() => {
  document.body.innerHTML = '<main><h1 id="title">Anmelden</h1><form class="signup"><input id="footer-signup-email"></form><div class="notice"></div></main>';
});

describe('vitalsEvent', () => {
  it('carries the metric, its rating, the navigation, the page’s route and the country in GA4’s snake_case', () => {
    const fcp = metric<FCPMetric>({ name: 'FCP', value: 812.46, delta: 812.46, entries: [] });
    expect(vitalsEvent(fcp, PAGE)).toEqual({
      event: 'web_vitals',
      metric_name: 'FCP',
      metric_value: 812,
      metric_delta: 812,
      metric_rating: 'good',
      metric_id: 'v6-1764200000000-1234567890123',
      navigation_type: 'navigate',
      page_route: '/login',
      country: 'CH_FR',
    });
  });

  it('sets every attribution key on every event, unset where it does not apply: a tag manager forgets the last event’s', () => {
    const fcp = vitalsEvent(metric<FCPMetric>({ name: 'FCP', value: 812, entries: [] }), PAGE);
    const cls = vitalsEvent(metric<CLSMetric>({ name: 'CLS', value: 0, entries: [] }), PAGE);

    for (const event of [fcp, cls]) {
      expect(Object.keys(event)).toEqual(expect.arrayContaining(Object.keys(NO_ATTRIBUTION)));
      expect(Object.keys(NO_ATTRIBUTION).map((key) => event[key])).toEqual(Object.keys(NO_ATTRIBUTION).map(() => undefined));
    }
  });

  it('keeps four decimals of CLS, a score, and whole milliseconds of the others', () => {
    const cls = metric<CLSMetric>({ name: 'CLS', value: 0.123456, delta: 0.023456, entries: [] });
    expect(vitalsEvent(cls, PAGE)).toMatchObject({ metric_value: 0.1235, metric_delta: 0.0235 });
  });

  it('names the interaction behind INP: its target, kind, time and where the time went', () => {
    const input = document.querySelector('input')!;
    const keydown = entry<PerformanceEventTiming>({ name: 'keydown', startTime: 5000.4, processingStart: 5030.2, processingEnd: 5090, duration: 136, target: input, targetSelector: '' });
    const keyup = entry<PerformanceEventTiming>({ name: 'keyup', startTime: 5001, processingStart: 5091, processingEnd: 5100.6, duration: 136, target: input, targetSelector: '' });
    const inp = metric<INPMetric>({ name: 'INP', value: 136, entries: [keydown, keyup] });

    expect(vitalsEvent(inp, PAGE)).toMatchObject({
      debug_target: '#footer-signup-email',
      debug_interaction_type: 'keyboard',
      debug_interaction_time: 5000,
      debug_input_delay: 30,
      debug_processing_duration: 70,
      debug_presentation_delay: 36,
    });
  });

  it('takes Chromium’s own name of the INP target, which holds when the element has gone', () => {
    const click = entry<PerformanceEventTiming>({ name: 'pointerdown', startTime: 10, processingStart: 12, processingEnd: 20, duration: 48, target: null, targetSelector: 'button.submit' });
    expect(vitalsEvent(metric<INPMetric>({ name: 'INP', value: 48, entries: [click] }), PAGE)).toMatchObject({ debug_target: 'button.submit', debug_interaction_type: 'pointer' });
  });

  it('names the largest layout shift of CLS and the first element it moved', () => {
    const notice = document.querySelector('.notice')!;
    const small = entry<LayoutShift>({ value: 0.01, startTime: 900, sources: [{ node: document.querySelector('h1'), previousRect: {} as DOMRectReadOnly, currentRect: {} as DOMRectReadOnly }] });
    const large = entry<LayoutShift>({ value: 0.08123, startTime: 1500.7, sources: [{ node: null, previousRect: {} as DOMRectReadOnly, currentRect: {} as DOMRectReadOnly }, { node: notice, previousRect: {} as DOMRectReadOnly, currentRect: {} as DOMRectReadOnly }] });

    expect(vitalsEvent(metric<CLSMetric>({ name: 'CLS', value: 0.09123, entries: [small, large] }), PAGE)).toMatchObject({
      debug_target: 'body>main>div.notice',
      debug_shift_time: 1501,
      debug_shift_value: 0.0812,
    });
  });

  it('names the element of LCP', () => {
    const paint = entry<LargestContentfulPaint>({ element: document.querySelector('h1') });
    expect(vitalsEvent(metric<LCPMetric>({ name: 'LCP', value: 1020, entries: [paint] }), PAGE)).toMatchObject({ debug_target: '#title' });
  });

  it('puts only text, numbers and unset keys into the dataLayer, never a node', () => {
    const input = document.querySelector('input')!;
    const keydown = entry<PerformanceEventTiming>({ name: 'keydown', startTime: 1, processingStart: 2, processingEnd: 3, duration: 8, target: input, targetSelector: '' });
    const event = vitalsEvent(metric<INPMetric>({ name: 'INP', value: 8, entries: [keydown] }), PAGE);
    for (const value of Object.values(event)) expect(['string', 'number', 'undefined']).toContain(typeof value);
  });
});
